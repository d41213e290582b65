-- The whole first schema. Every record carries version + updated_at; every change is appended to
-- `changes` (under an advisory lock, so seq order is commit order) for sync/changes.
CREATE TABLE users (
  id serial PRIMARY KEY,
  user_name text NOT NULL UNIQUE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  role text NOT NULL,
  password_hash text NOT NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint

CREATE TABLE tokens (
  jti text PRIMARY KEY,
  user_id integer REFERENCES users(id) ON DELETE CASCADE,
  role text NOT NULL,
  device_name text,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint

CREATE TABLE clients (
  id serial PRIMARY KEY,
  local_id text UNIQUE,
  national_code text NOT NULL UNIQUE,
  is_covered_patient boolean NOT NULL DEFAULT false,
  is_screening boolean NOT NULL DEFAULT false,
  data jsonb NOT NULL,
  submitted boolean NOT NULL DEFAULT false,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX clients_created ON clients (created_at DESC, id DESC);
--> statement-breakpoint

-- Everything that belongs to one client (documents, consultations, tests, exams, disease data):
-- one shape, told apart by `kind`, its fields validated by the valibot schemas of src/domain.
CREATE TABLE records (
  id serial PRIMARY KEY,
  kind text NOT NULL,
  client_id integer NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
  local_id text,
  data jsonb NOT NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX records_client_kind ON records (client_id, kind, created_at DESC, id DESC);
--> statement-breakpoint
CREATE UNIQUE INDEX records_kind_local_id ON records (kind, local_id) WHERE local_id IS NOT NULL;
--> statement-breakpoint

CREATE TABLE changes (
  seq bigserial PRIMARY KEY,
  entity text NOT NULL,
  entity_id integer NOT NULL,
  client_id integer,
  op text NOT NULL,
  version integer NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint

CREATE TABLE idempotency (
  owner text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  status integer,
  body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner, key)
);
--> statement-breakpoint

CREATE TABLE sms_messages (
  id serial PRIMARY KEY,
  phone_number text NOT NULL,
  text text NOT NULL,
  status text NOT NULL,
  error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint

CREATE TABLE login_attempts (
  attempt_key text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX login_attempts_key ON login_attempts (attempt_key, at);

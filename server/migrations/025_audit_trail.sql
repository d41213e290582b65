-- Who saw what (issue 37 §5): an append-only trail of sign-ins, views, prints, exports and
-- writes. Ids only, never a field value; no foreign keys, so deleting a patient or a user keeps
-- the entries that name them. Each entry's hash covers the one before (server/store/audit-chain.ts);
-- ids are given under one lock in commit order, without gaps.
CREATE TABLE audit_entries (
  id bigint PRIMARY KEY,
  at timestamptz NOT NULL,
  user_id integer,
  role text NOT NULL,
  device text,
  session text,
  action text NOT NULL,
  entity text,
  entity_id integer,
  client_id integer,
  seen_at timestamptz,
  prev_hash bytea NOT NULL,
  hash bytea NOT NULL
);
--> statement-breakpoint
CREATE INDEX audit_entries_client ON audit_entries (client_id, id DESC) WHERE client_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX audit_entries_user ON audit_entries (user_id, id DESC);
--> statement-breakpoint
CREATE INDEX audit_entries_at ON audit_entries (at);
--> statement-breakpoint
-- No route edits or deletes an entry; this refuses it to anyone else who tries through SQL.
CREATE FUNCTION audit_entries_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit entries are append-only' USING ERRCODE = 'insufficient_privilege'; END $$;
--> statement-breakpoint
CREATE TRIGGER audit_entries_append_only BEFORE UPDATE OR DELETE ON audit_entries FOR EACH ROW EXECUTE FUNCTION audit_entries_refuse();
--> statement-breakpoint
CREATE TRIGGER audit_entries_no_truncate BEFORE TRUNCATE ON audit_entries FOR EACH STATEMENT EXECUTE FUNCTION audit_entries_refuse();
--> statement-breakpoint
-- The device a staff token signed in from (its device cookie's fingerprint), for the entries of
-- that sign-in; a tablet's registered device id (device_id) is preferred when it has one.
ALTER TABLE tokens ADD COLUMN audit_device text;

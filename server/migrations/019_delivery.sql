-- Delivery credentials: one per (author, tablet), asked for by the author's sign-in, that can only
-- deliver that author's sealed writes from that tablet (routes/delivery.ts). The secret is kept
-- hashed; a tablet marked lost ends its credentials with its sessions and its kiosk token.
CREATE TABLE IF NOT EXISTS delivery_credentials (
  id uuid PRIMARY KEY,
  secret_hash bytea NOT NULL,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  device_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS delivery_credentials_device ON delivery_credentials (device_id);
--> statement-breakpoint
-- The tablet a staff session was opened on, learnt when that session asks for its delivery
-- credential: marking the tablet lost ends its sessions.
ALTER TABLE tokens ADD COLUMN IF NOT EXISTS device_id uuid;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS tokens_device ON tokens (device_id) WHERE device_id IS NOT NULL;

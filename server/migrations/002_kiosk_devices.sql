-- Kiosk devices (issue 12 item 7): when each token was last used, and the clients each kiosk may
-- touch (those it created, or found by national code), with its upload count for the quota.
ALTER TABLE tokens ADD COLUMN last_seen_at timestamptz;
--> statement-breakpoint
CREATE INDEX tokens_kiosk ON tokens (created_at DESC) WHERE role = 'Kiosk';
--> statement-breakpoint
CREATE TABLE kiosk_clients (
  jti text NOT NULL REFERENCES tokens(jti) ON DELETE CASCADE,
  client_id integer NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
  created boolean NOT NULL,
  uploads integer NOT NULL DEFAULT 0,
  PRIMARY KEY (jti, client_id)
);
--> statement-breakpoint
CREATE INDEX kiosk_clients_client ON kiosk_clients (client_id);

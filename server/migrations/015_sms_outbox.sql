-- The SMS outbox (issue 34): a send records the message here and answers at once; the server's
-- sender loop (server/sms/outbox.ts) hands each row to the provider. `status`: queued (waits for
-- next_attempt_at), sending (claimed by one process until claimed_until), unanswered (sent, no
-- answer: asked of the provider before anything else), sent, delivered, failed (reason in
-- Persian), unknown (held for a person), recorded (no provider set). local_id is the message's
-- own id, handed to a provider that deduplicates by it (Kavenegar's localid).
-- A message belongs to its client: deleting the patient deletes their messages' phone and text.
-- Rows from before this migration had no client: each is linked by its number to a client who
-- has it; the rest belonged to patients already deleted, and go now.
ALTER TABLE sms_messages
  ADD COLUMN client_id integer REFERENCES clients(id) ON DELETE CASCADE,
  ADD COLUMN user_id integer,
  ADD COLUMN local_id text NOT NULL DEFAULT gen_random_uuid()::text,
  ADD COLUMN provider text,
  ADD COLUMN provider_id text,
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN claimed_until timestamptz,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
--> statement-breakpoint
UPDATE sms_messages m SET client_id = (SELECT min(c.id) FROM clients c WHERE c.data->>'phoneNumber' = m.phone_number);
--> statement-breakpoint
DELETE FROM sms_messages WHERE client_id IS NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX sms_messages_local_id ON sms_messages (local_id);
--> statement-breakpoint
CREATE INDEX sms_messages_due ON sms_messages (next_attempt_at) WHERE status IN ('queued', 'sending', 'unanswered', 'sent');
--> statement-breakpoint
CREATE INDEX sms_messages_client ON sms_messages (client_id, id);
--> statement-breakpoint
CREATE INDEX sms_messages_phone_day ON sms_messages (phone_number, created_at);
--> statement-breakpoint
CREATE INDEX sms_messages_user_day ON sms_messages (user_id, created_at);

-- Who recorded each record (issue 36 §3: a patient's timeline names who recorded each entry):
-- the staff user whose call stored it (its latest writer, for the disease data replaced in place).
-- Null for a kiosk's upload and for every record stored before this migration: nobody knows.
ALTER TABLE records ADD COLUMN recorded_by integer;
--> statement-breakpoint
-- And who registered each client (null: a kiosk's intake, or one registered before this migration).
ALTER TABLE clients ADD COLUMN recorded_by integer;

-- A view a tablet sends carries the id it made when the view was noted (issue 37 §5): an answer
-- lost on the way makes the tablet send it again, and the server keeps it once. Unique where
-- given; entries the server records itself have none. Adding a column touches no row, so the
-- append-only triggers are not in the way.
ALTER TABLE audit_entries ADD COLUMN view_id uuid;
--> statement-breakpoint
CREATE UNIQUE INDEX audit_entries_view ON audit_entries (view_id) WHERE view_id IS NOT NULL;
--> statement-breakpoint
-- The device a staff account change acted on (a tablet marked lost, a kiosk issued or revoked):
-- its id is a uuid, which entity_id (an integer) cannot hold.
ALTER TABLE audit_entries ADD COLUMN target text;

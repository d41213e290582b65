-- A generation per client list, bumped in the transaction of every write that changes which
-- clients a list holds or their order (a create, a delete, a flag change, a moved creation time),
-- so a server process may keep a list's order in memory and know, in the same statement that
-- reads a page, whether it still holds (store/list-order.ts). Other processes' writes bump it too.
ALTER TABLE client_totals ADD COLUMN generation bigint NOT NULL DEFAULT 0;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION client_totals_keep() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_advisory_xact_lock(727002); IF TG_OP <> 'DELETE' THEN UPDATE client_totals SET n = n + 1, generation = generation + 1 WHERE (list = 'all' AND TG_OP = 'INSERT') OR (list = 'covered' AND NEW.is_covered_patient) OR (list = 'screening' AND NEW.is_screening); END IF; IF TG_OP <> 'INSERT' THEN UPDATE client_totals SET n = n - 1, generation = generation + 1 WHERE (list = 'all' AND TG_OP = 'DELETE') OR (list = 'covered' AND OLD.is_covered_patient) OR (list = 'screening' AND OLD.is_screening); END IF; RETURN NULL; END $$;
--> statement-breakpoint
CREATE FUNCTION client_lists_reordered() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_advisory_xact_lock(727002); UPDATE client_totals SET generation = generation + 1; RETURN NULL; END $$;
--> statement-breakpoint
CREATE TRIGGER client_lists_on_created_at AFTER UPDATE OF created_at ON clients FOR EACH ROW
  WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION client_lists_reordered();

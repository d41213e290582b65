-- The totals of the three client lists, kept by triggers in the transaction of every write, so a
-- page of 6 reads one small row instead of counting every client (issue 12 "past one machine").
-- The trigger takes the change log's lock first, as every client write does anyway, so writers
-- meet the totals rows in one order (else a PUT and a DELETE deadlock on PostgreSQL).
CREATE TABLE client_totals (list text PRIMARY KEY, n bigint NOT NULL);
--> statement-breakpoint
INSERT INTO client_totals (list, n) VALUES
  ('all', (SELECT count(*) FROM clients)),
  ('covered', (SELECT count(*) FROM clients WHERE is_covered_patient)),
  ('screening', (SELECT count(*) FROM clients WHERE is_screening));
--> statement-breakpoint
CREATE FUNCTION client_totals_keep() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_advisory_xact_lock(727002); IF TG_OP <> 'DELETE' THEN UPDATE client_totals SET n = n + 1 WHERE (list = 'all' AND TG_OP = 'INSERT') OR (list = 'covered' AND NEW.is_covered_patient) OR (list = 'screening' AND NEW.is_screening); END IF; IF TG_OP <> 'INSERT' THEN UPDATE client_totals SET n = n - 1 WHERE (list = 'all' AND TG_OP = 'DELETE') OR (list = 'covered' AND OLD.is_covered_patient) OR (list = 'screening' AND OLD.is_screening); END IF; RETURN NULL; END $$;
--> statement-breakpoint
CREATE TRIGGER client_totals_on_insert_delete AFTER INSERT OR DELETE ON clients FOR EACH ROW EXECUTE FUNCTION client_totals_keep();
--> statement-breakpoint
CREATE TRIGGER client_totals_on_flags AFTER UPDATE OF is_covered_patient, is_screening ON clients FOR EACH ROW
  WHEN (OLD.is_covered_patient IS DISTINCT FROM NEW.is_covered_patient OR OLD.is_screening IS DISTINCT FROM NEW.is_screening)
  EXECUTE FUNCTION client_totals_keep();
--> statement-breakpoint
-- The covered and screening pages, newest first, without scanning the other clients.
CREATE INDEX clients_covered_created ON clients (created_at DESC, id DESC) WHERE is_covered_patient;
--> statement-breakpoint
CREATE INDEX clients_screening_created ON clients (created_at DESC, id DESC) WHERE is_screening;

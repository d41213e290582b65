-- The list totals moved once per INSERT statement instead of once per row (issue 13): sync/batch
-- inserts a tablet's new clients in one statement, and 100 row triggers updated the same three
-- totals rows 100 times (about half of a batch's time on PGlite). A statement trigger reads the
-- rows the statement made (its transition table) and moves each total by their count, under the
-- change log's lock as before; a statement that made no row moves nothing. Deletes and flag
-- changes, one row at a time anyway, keep the row trigger of migrations 003 and 013.
CREATE FUNCTION client_totals_inserted() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_advisory_xact_lock(727002); UPDATE client_totals t SET n = t.n + made.k, generation = t.generation + 1 FROM (SELECT 'all' AS list, count(*) AS k FROM new_clients UNION ALL SELECT 'covered', count(*) FILTER (WHERE is_covered_patient) FROM new_clients UNION ALL SELECT 'screening', count(*) FILTER (WHERE is_screening) FROM new_clients) made WHERE t.list = made.list AND made.k > 0; RETURN NULL; END $$;
--> statement-breakpoint
DROP TRIGGER client_totals_on_insert_delete ON clients;
--> statement-breakpoint
CREATE TRIGGER client_totals_on_insert AFTER INSERT ON clients REFERENCING NEW TABLE AS new_clients FOR EACH STATEMENT EXECUTE FUNCTION client_totals_inserted();
--> statement-breakpoint
CREATE TRIGGER client_totals_on_delete AFTER DELETE ON clients FOR EACH ROW EXECUTE FUNCTION client_totals_keep();

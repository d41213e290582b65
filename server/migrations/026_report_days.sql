-- The monthly dashboard (issue 37 §1) reads counts per clinic day and metric, not the rows: on
-- PGlite even an index-only scan of the 12-month view's records takes far longer than the view's
-- 200 ms. Every write to clients, records, kiosk_clients, follow_ups and sms_messages appends what
-- it changed to report_deltas (plain inserts: writers never wait on each other for a count), and
-- a report first folds the deltas into report_days under its own lock (store/reports.ts).
-- The metrics are those of src/domain/report-metrics.ts; the warning signs those of
-- src/domain/follow-up.ts (tests/server/reports-monthly.test.ts holds the two together).
CREATE TABLE report_days (day date NOT NULL, metric text NOT NULL, n integer NOT NULL, PRIMARY KEY (day, metric));
--> statement-breakpoint
CREATE TABLE report_deltas (day date NOT NULL, metric text NOT NULL, d integer NOT NULL);
--> statement-breakpoint
-- The day an instant falls on at the clinic.
CREATE FUNCTION report_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$ SELECT (at AT TIME ZONE 'Asia/Tehran')::date $$;
--> statement-breakpoint
CREATE FUNCTION report_client_entries(created_at timestamptz, covered boolean, screening boolean, data jsonb) RETURNS TABLE (day date, metric text)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT report_day(created_at), m FROM unnest(ARRAY['clientsAll', CASE WHEN covered THEN 'clientsCovered' END, CASE WHEN screening THEN 'clientsScreening' END,
    CASE WHEN data->>'isPersonnel' = 'true' THEN 'clientsPersonnel' END, CASE WHEN data->>'isNew' = 'true' THEN 'clientsNew' END]) m WHERE m IS NOT NULL $$;
--> statement-breakpoint
CREATE FUNCTION report_record_entries(performed_at date, kind text, data jsonb) RETURNS TABLE (day date, metric text)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT performed_at, m FROM unnest(CASE kind
    WHEN 'screeningTest' THEN ARRAY['screeningForms', CASE WHEN data->>'hasBreastSwelling' = 'true' OR data->>'hasBreastChangeShape' = 'true'
      OR data->>'hasBreastOrangePeelSkin' = 'true' OR data->>'hasBreastRednessSkin' = 'true' OR data->>'hasEczemaLikeSkin' = 'true'
      OR data->>'hasNippleChange' = 'true' OR data->>'hasNippleDischarge' = 'true' OR data->>'hasDuctDischarge' = 'true'
      OR data->>'hasContinuousDischarge' = 'true' OR data->>'hasPhysicalExamDischarge' = 'true' OR data->>'hasBloodDischarge' = 'true'
      THEN 'screeningWarnings' END]
    WHEN 'helperTest' THEN ARRAY[CASE data->>'visitType' WHEN '1' THEN 'homeVisits' WHEN '2' THEN 'eortcTests' WHEN '3' THEN 'riskTests' END]
    WHEN 'consultation' THEN ARRAY['consult' || (data->>'consultType')]
    WHEN 'examination' THEN ARRAY['exam' || (data->>'type')]
    ELSE ARRAY[]::text[] END) m WHERE m IS NOT NULL AND performed_at IS NOT NULL $$;
--> statement-breakpoint
CREATE FUNCTION report_follow_up_entries(opened_at timestamptz, closed_at timestamptz) RETURNS TABLE (day date, metric text)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT report_day(opened_at), 'followUpsOpened' UNION ALL SELECT report_day(closed_at), 'followUpsClosed' WHERE closed_at IS NOT NULL $$;
--> statement-breakpoint
-- Sent: taken by the provider (delivered ones too); failed: refused or undelivered.
CREATE FUNCTION report_sms_entries(created_at timestamptz, status text) RETURNS TABLE (day date, metric text)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT report_day(created_at), CASE WHEN status IN ('sent', 'delivered') THEN 'smsSent' ELSE 'smsFailed' END WHERE status IN ('sent', 'delivered', 'failed') $$;
--> statement-breakpoint
-- One function per table for its three statement triggers (a transition table exists only for
-- its own events): what the old rows counted goes, what the new ones count comes, netted, so an
-- edit that changes no count appends nothing.
CREATE FUNCTION report_clients_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  IF TG_OP = 'INSERT' THEN INSERT INTO report_deltas (day, metric, d) SELECT e.day, e.metric, sum(e.d) FROM (SELECT x.day, x.metric, 1 AS d FROM new_rows n, report_client_entries(n.created_at, n.is_covered_patient, n.is_screening, n.data) x) e GROUP BY 1, 2 HAVING sum(e.d) <> 0;
  ELSIF TG_OP = 'DELETE' THEN INSERT INTO report_deltas (day, metric, d) SELECT e.day, e.metric, sum(e.d) FROM (SELECT x.day, x.metric, -1 AS d FROM old_rows o, report_client_entries(o.created_at, o.is_covered_patient, o.is_screening, o.data) x) e GROUP BY 1, 2 HAVING sum(e.d) <> 0;
  ELSE INSERT INTO report_deltas (day, metric, d) SELECT e.day, e.metric, sum(e.d) FROM (SELECT x.day, x.metric, -1 AS d FROM old_rows o, report_client_entries(o.created_at, o.is_covered_patient, o.is_screening, o.data) x UNION ALL SELECT x.day, x.metric, 1 AS d FROM new_rows n, report_client_entries(n.created_at, n.is_covered_patient, n.is_screening, n.data) x) e GROUP BY 1, 2 HAVING sum(e.d) <> 0;
  END IF;
  RETURN NULL; END $$;
--> statement-breakpoint
CREATE FUNCTION report_records_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  IF TG_OP = 'INSERT' THEN INSERT INTO report_deltas (day, metric, d) SELECT e.day, e.metric, sum(e.d) FROM (SELECT x.day, x.metric, 1 AS d FROM new_rows n, report_record_entries(n.performed_at, n.kind, n.data) x) e GROUP BY 1, 2 HAVING sum(e.d) <> 0;
  ELSIF TG_OP = 'DELETE' THEN INSERT INTO report_deltas (day, metric, d) SELECT e.day, e.metric, sum(e.d) FROM (SELECT x.day, x.metric, -1 AS d FROM old_rows o, report_record_entries(o.performed_at, o.kind, o.data) x) e GROUP BY 1, 2 HAVING sum(e.d) <> 0;
  ELSE INSERT INTO report_deltas (day, metric, d) SELECT e.day, e.metric, sum(e.d) FROM (SELECT x.day, x.metric, -1 AS d FROM old_rows o, report_record_entries(o.performed_at, o.kind, o.data) x UNION ALL SELECT x.day, x.metric, 1 AS d FROM new_rows n, report_record_entries(n.performed_at, n.kind, n.data) x) e GROUP BY 1, 2 HAVING sum(e.d) <> 0;
  END IF;
  RETURN NULL; END $$;
--> statement-breakpoint
CREATE FUNCTION report_follow_ups_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  IF TG_OP = 'INSERT' THEN INSERT INTO report_deltas (day, metric, d) SELECT e.day, e.metric, sum(e.d) FROM (SELECT x.day, x.metric, 1 AS d FROM new_rows n, report_follow_up_entries(n.opened_at, n.closed_at) x) e GROUP BY 1, 2 HAVING sum(e.d) <> 0;
  ELSIF TG_OP = 'DELETE' THEN INSERT INTO report_deltas (day, metric, d) SELECT e.day, e.metric, sum(e.d) FROM (SELECT x.day, x.metric, -1 AS d FROM old_rows o, report_follow_up_entries(o.opened_at, o.closed_at) x) e GROUP BY 1, 2 HAVING sum(e.d) <> 0;
  ELSE INSERT INTO report_deltas (day, metric, d) SELECT e.day, e.metric, sum(e.d) FROM (SELECT x.day, x.metric, -1 AS d FROM old_rows o, report_follow_up_entries(o.opened_at, o.closed_at) x UNION ALL SELECT x.day, x.metric, 1 AS d FROM new_rows n, report_follow_up_entries(n.opened_at, n.closed_at) x) e GROUP BY 1, 2 HAVING sum(e.d) <> 0;
  END IF;
  RETURN NULL; END $$;
--> statement-breakpoint
CREATE FUNCTION report_sms_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  IF TG_OP = 'INSERT' THEN INSERT INTO report_deltas (day, metric, d) SELECT e.day, e.metric, sum(e.d) FROM (SELECT x.day, x.metric, 1 AS d FROM new_rows n, report_sms_entries(n.created_at, n.status) x) e GROUP BY 1, 2 HAVING sum(e.d) <> 0;
  ELSIF TG_OP = 'DELETE' THEN INSERT INTO report_deltas (day, metric, d) SELECT e.day, e.metric, sum(e.d) FROM (SELECT x.day, x.metric, -1 AS d FROM old_rows o, report_sms_entries(o.created_at, o.status) x) e GROUP BY 1, 2 HAVING sum(e.d) <> 0;
  ELSE INSERT INTO report_deltas (day, metric, d) SELECT e.day, e.metric, sum(e.d) FROM (SELECT x.day, x.metric, -1 AS d FROM old_rows o, report_sms_entries(o.created_at, o.status) x UNION ALL SELECT x.day, x.metric, 1 AS d FROM new_rows n, report_sms_entries(n.created_at, n.status) x) e GROUP BY 1, 2 HAVING sum(e.d) <> 0;
  END IF;
  RETURN NULL; END $$;
--> statement-breakpoint
-- A kiosk intake counts on its client's day. A client's delete takes its kiosk rows after the
-- client is gone: the intake stays counted (it happened), unlike the client.
CREATE FUNCTION report_kiosk_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  IF TG_OP = 'INSERT' THEN INSERT INTO report_deltas (day, metric, d) SELECT e.day, e.metric, sum(e.d) FROM (SELECT report_day(c.created_at) AS day, 'kioskIntakes' AS metric, 1 AS d FROM new_rows n JOIN clients c ON c.id = n.client_id WHERE n.created) e GROUP BY 1, 2 HAVING sum(e.d) <> 0;
  ELSIF TG_OP = 'DELETE' THEN INSERT INTO report_deltas (day, metric, d) SELECT e.day, e.metric, sum(e.d) FROM (SELECT report_day(c.created_at) AS day, 'kioskIntakes' AS metric, -1 AS d FROM old_rows o JOIN clients c ON c.id = o.client_id WHERE o.created) e GROUP BY 1, 2 HAVING sum(e.d) <> 0;
  ELSE INSERT INTO report_deltas (day, metric, d) SELECT e.day, e.metric, sum(e.d) FROM (SELECT report_day(c.created_at) AS day, 'kioskIntakes' AS metric, -1 AS d FROM old_rows o JOIN clients c ON c.id = o.client_id WHERE o.created UNION ALL SELECT report_day(c.created_at) AS day, 'kioskIntakes' AS metric, 1 AS d FROM new_rows n JOIN clients c ON c.id = n.client_id WHERE n.created) e GROUP BY 1, 2 HAVING sum(e.d) <> 0;
  END IF;
  RETURN NULL; END $$;
--> statement-breakpoint
CREATE TRIGGER report_clients_inserted AFTER INSERT ON clients REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_clients_changed();
--> statement-breakpoint
CREATE TRIGGER report_clients_updated AFTER UPDATE ON clients REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_clients_changed();
--> statement-breakpoint
CREATE TRIGGER report_clients_deleted AFTER DELETE ON clients REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_clients_changed();
--> statement-breakpoint
CREATE TRIGGER report_records_inserted AFTER INSERT ON records REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_records_changed();
--> statement-breakpoint
CREATE TRIGGER report_records_updated AFTER UPDATE ON records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_records_changed();
--> statement-breakpoint
CREATE TRIGGER report_records_deleted AFTER DELETE ON records REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_records_changed();
--> statement-breakpoint
CREATE TRIGGER report_follow_ups_inserted AFTER INSERT ON follow_ups REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_follow_ups_changed();
--> statement-breakpoint
CREATE TRIGGER report_follow_ups_updated AFTER UPDATE ON follow_ups REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_follow_ups_changed();
--> statement-breakpoint
CREATE TRIGGER report_follow_ups_deleted AFTER DELETE ON follow_ups REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_follow_ups_changed();
--> statement-breakpoint
CREATE TRIGGER report_sms_inserted AFTER INSERT ON sms_messages REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_sms_changed();
--> statement-breakpoint
CREATE TRIGGER report_sms_updated AFTER UPDATE ON sms_messages REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_sms_changed();
--> statement-breakpoint
CREATE TRIGGER report_sms_deleted AFTER DELETE ON sms_messages REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_sms_changed();
--> statement-breakpoint
CREATE TRIGGER report_kiosk_inserted AFTER INSERT ON kiosk_clients REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_kiosk_changed();
--> statement-breakpoint
CREATE TRIGGER report_kiosk_updated AFTER UPDATE ON kiosk_clients REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_kiosk_changed();
--> statement-breakpoint
CREATE TRIGGER report_kiosk_deleted AFTER DELETE ON kiosk_clients REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_kiosk_changed();
--> statement-breakpoint
-- Everything already stored, counted once: here, before the server serves, and by the reports
-- bench after seeding with triggers off. Its statements read in turn, so it is run while nothing
-- writes (a write between its delete and its count would be counted twice).
CREATE FUNCTION report_days_rebuild() RETURNS void LANGUAGE plpgsql AS $$ BEGIN
  PERFORM pg_advisory_xact_lock(727037);
  DELETE FROM report_deltas;
  DELETE FROM report_days;
  INSERT INTO report_days (day, metric, n) SELECT e.day, e.metric, count(*) FROM (
    SELECT x.* FROM clients c, report_client_entries(c.created_at, c.is_covered_patient, c.is_screening, c.data) x
    UNION ALL SELECT x.* FROM records r, report_record_entries(r.performed_at, r.kind, r.data) x
    UNION ALL SELECT x.* FROM follow_ups f, report_follow_up_entries(f.opened_at, f.closed_at) x
    UNION ALL SELECT x.* FROM sms_messages s, report_sms_entries(s.created_at, s.status) x
    UNION ALL SELECT report_day(c.created_at), 'kioskIntakes' FROM kiosk_clients k JOIN clients c ON c.id = k.client_id WHERE k.created
  ) e GROUP BY 1, 2;
END $$;
--> statement-breakpoint
SELECT report_days_rebuild();

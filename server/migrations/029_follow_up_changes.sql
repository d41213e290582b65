-- Follow-ups reach the tablets' pull (issue 36 §6): every insert, update (closed) and delete of a
-- follow-up, whoever made it (the rule in a record's save, staff by hand, a close, the cascade of a
-- deleted client or record, the backfill), appends its change to the change log under the log's
-- lock (store/changes.ts: seq order is commit order), by trigger so no writer can forget it. A
-- version column lets a tablet pass over a change older than the row it holds.
ALTER TABLE follow_ups ADD COLUMN version integer NOT NULL DEFAULT 1;
--> statement-breakpoint
CREATE FUNCTION follow_ups_next_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER follow_ups_version BEFORE UPDATE ON follow_ups FOR EACH ROW EXECUTE FUNCTION follow_ups_next_version();
--> statement-breakpoint
CREATE FUNCTION follow_ups_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727002);
  IF TG_OP = 'DELETE' THEN
    INSERT INTO changes (entity, entity_id, client_id, op, version) VALUES ('followUp', OLD.id, OLD.client_id, 'delete', OLD.version + 1);
    RETURN OLD;
  END IF;
  INSERT INTO changes (entity, entity_id, client_id, op, version) VALUES ('followUp', NEW.id, NEW.client_id, 'upsert', NEW.version);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER follow_ups_change AFTER INSERT OR UPDATE OR DELETE ON follow_ups FOR EACH ROW EXECUTE FUNCTION follow_ups_log_change();
--> statement-breakpoint
-- The follow-ups kept before this migration: one upsert each, so a tablet's next pull has them.
INSERT INTO changes (entity, entity_id, client_id, op, version)
  SELECT 'followUp', id, client_id, 'upsert', version FROM follow_ups ORDER BY id;

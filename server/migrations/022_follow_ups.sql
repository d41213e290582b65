-- Follow-ups (issue 36 §6): a client who needs one, opened by the rule when a record is saved
-- (record_id names it; src/domain/follow-up.ts gives the causes and their reason) or by staff with
-- their reason (source 'hand'), and closed by staff with a note. A client's delete deletes theirs;
-- a record's delete deletes what it opened (the form was wrong, so was its cause).
CREATE TABLE follow_ups (
  id serial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
  record_id integer REFERENCES records(id) ON DELETE CASCADE,
  source text NOT NULL CHECK (source IN ('rule', 'hand')),
  causes jsonb NOT NULL DEFAULT '[]'::jsonb,
  reason text NOT NULL,
  opened_by integer,
  opened_at timestamptz NOT NULL DEFAULT now(),
  local_id text,
  closed_at timestamptz,
  closed_by integer,
  close_note text
);
--> statement-breakpoint
CREATE UNIQUE INDEX follow_ups_record ON follow_ups (record_id) WHERE record_id IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX follow_ups_local_id ON follow_ups (local_id) WHERE local_id IS NOT NULL;
--> statement-breakpoint
-- The open list, newest first, and a client's own.
CREATE INDEX follow_ups_open ON follow_ups (opened_at DESC, id DESC) WHERE closed_at IS NULL;
--> statement-breakpoint
CREATE INDEX follow_ups_client ON follow_ups (client_id, opened_at DESC);
--> statement-breakpoint
-- Records stored before this migration never ran the rule: the server's start runs it over them
-- once (store/follow-up-backfill.ts, the rule being TypeScript in src/domain), resumable from
-- `after_record`, and deletes this row when done.
CREATE TABLE follow_up_backfill (
  id integer PRIMARY KEY CHECK (id = 1),
  after_record integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO follow_up_backfill (id) VALUES (1);

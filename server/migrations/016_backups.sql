-- Backups the server took (issue 34 item 3): what SuperAdmin's «آخرین پشتیبان» card shows. The
-- file's name only, never its folder's contents; a failed backup is in the log, not here.
CREATE TABLE backups (
  id serial PRIMARY KEY,
  taken_at timestamptz NOT NULL,
  finished_at timestamptz NOT NULL DEFAULT now(),
  file_name text NOT NULL,
  bytes bigint NOT NULL,
  photos integer NOT NULL,
  verified boolean NOT NULL,
  trigger text NOT NULL CHECK (trigger IN ('nightly', 'command'))
);

-- Uploaded photos kept in the database when it is PostgreSQL (DATABASE_URL): every server process
-- behind a load balancer reads the same files, and the clinic's PostgreSQL backup holds them.
-- With PGlite the files stay on disk under FILES_DIR and this table stays empty.
CREATE TABLE stored_files (
  name text PRIMARY KEY,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

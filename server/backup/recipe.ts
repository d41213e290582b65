// What the backup commands say when DATABASE_URL is set: PostgreSQL holds the photos too
// (stored_files), so its own dump is the whole backup.
export const postgresRecipe = [
  'DATABASE_URL is set: the data and the photos are in PostgreSQL. Back up and restore with its tools:',
  '  pg_dump --format=custom --file=clinic.dump "$DATABASE_URL"',
  '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" clinic.dump',
  '  psql "$DATABASE_URL" -c "UPDATE tokens SET revoked_at = now() WHERE revoked_at IS NULL"   # the restored sign-ins',
  'and encrypt the dump (age -p) before it leaves the machine. The server takes no nightly backup on PostgreSQL.',
].join('\n');

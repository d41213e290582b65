// Two server processes starting at once on one new PostgreSQL database both migrate it: one
// applies each migration, the other waits on the migration lock and then finds them applied
// (without it, the second fails: on the ledger's schema both create, or on a table the first made).
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { expect, it } from 'vitest';
import { migrate, migrationsDir } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open';
import { freshPostgres } from '../server/harness';

it('two servers migrating one new database at once each start, and each migration is applied once', async () => {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const expected = readMigrationFiles({ migrationsFolder: migrationsDir }).length;
  // A few new databases: the race is decided by who reads the empty ledger first.
  for (let round = 0; round < 3; round++) {
    const fresh = await freshPostgres(baseUrl);
    const handles = await Promise.all([0, 1].map(() => openDatabase({ databaseUrl: fresh.url, pgliteDir: '' })));
    try {
      await Promise.all(handles.map((database) => migrate(database)));
      const ledger = await handles[0]!.sql.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
      expect(ledger[0]!.n).toBe(expected);
    } finally {
      await Promise.all(handles.map((database) => database.close()));
      await fresh.drop();
    }
  }
});

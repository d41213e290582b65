// The admin command with no server running: it opens the database itself, as the server would
// (PGlite's folder and its lock, or DATABASE_URL), brings it to the current migrations and makes
// SuperAdmin if no server ever started here, so `set-password SuperAdmin` works on a fresh folder.
import { configOf } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { seed } from '../db/seed';
import type { Sql } from '../db/sql';

export async function withDatabase<T>(env: NodeJS.ProcessEnv, work: (db: Sql) => Promise<T>): Promise<T> {
  const config = configOf({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    await migrate(database);
    await seed(database.sql, { demo: false, log: () => {} });
    return await work(database.sql);
  } finally {
    await database.close();
  }
}

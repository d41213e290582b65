// A database of this pass's kind as a server older than one migration left it: every migration
// before the one named is applied, the test writes rows as that server would, then `apply()` runs
// the migration under test on them.
import { sql } from 'drizzle-orm';
import { migrationFiles, statementsOf } from '../../server/db/migrate';
import type { Sql } from '../../server/db/sql';
import { emptyTestDatabase, openEmpty } from './harness';

export interface DatabaseBefore {
  db: Sql;
  /** The migration under test. */
  apply(): Promise<void>;
  close(): Promise<void>;
}

/** `prefix`: the migration's number as its file begins, e.g. '024_'. */
export async function databaseBefore(prefix: string): Promise<DatabaseBefore> {
  const empty = await emptyTestDatabase();
  const database = await openEmpty(empty);
  const files = migrationFiles();
  const at = files.findIndex((file) => file.name.startsWith(prefix));
  if (at < 0) throw new Error(`no migration ${prefix}`);
  const run = async (file: { text: string }) => {
    for (const statement of statementsOf(file.text)) await database.sql.rows(sql.raw(statement));
  };
  for (const file of files.slice(0, at)) await run(file);
  return {
    db: database.sql,
    apply: () => run(files[at]!),
    async close() {
      await database.close();
      await empty.drop();
    },
  };
}

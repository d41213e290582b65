// server/db/schema.ts, the typed tables the stores' row types come from, says what the migrations
// made: the same tables, and in each the same columns with the same type, nullability and default.
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open';
import { tables } from '../../server/db/schema';
import { prepareTestDatabase } from './harness';

/** drizzle's SQL type as PostgreSQL's catalog names it (serial is an integer with a sequence). */
const udtOf: Record<string, string> = {
  serial: 'int4', integer: 'int4', bigserial: 'int8', bigint: 'int8', text: 'text', boolean: 'bool', jsonb: 'jsonb',
  'timestamp with time zone': 'timestamptz', uuid: 'uuid', bytea: 'bytea',
};

interface Column { table: string; column: string; type: string; nullable: boolean; hasDefault: boolean }
const byName = (a: Column, b: Column) => `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`);

it('the typed schema has every table and column the migrations make, typed as they are', async () => {
  // PGlite: a copy of the tests' migrated template; PostgreSQL: a new database, migrated here.
  const prepared = await prepareTestDatabase();
  const database = await openDatabase({ databaseUrl: prepared.databaseUrl, pgliteDir: join(prepared.dataDir, 'pglite') });
  try {
    await migrate(database);
    const migrated = (await database.sql.rows<{ table_name: string; column_name: string; udt_name: string; is_nullable: string; column_default: string | null }>(
      sql`SELECT table_name, column_name, udt_name, is_nullable, column_default FROM information_schema.columns WHERE table_schema = 'public'`,
    )).map((c): Column => ({ table: c.table_name, column: c.column_name, type: c.udt_name, nullable: c.is_nullable === 'YES', hasDefault: c.column_default !== null }));
    const typed = tables.flatMap((table) => {
      const config = getTableConfig(table);
      return config.columns.map((c): Column => ({
        table: config.name, column: c.name, type: udtOf[c.getSQLType()] ?? c.getSQLType(), nullable: !c.notNull, hasDefault: c.hasDefault,
      }));
    });
    expect(typed.sort(byName)).toEqual(migrated.sort(byName));
  } finally {
    await database.close();
    await prepared.drop();
  }
});

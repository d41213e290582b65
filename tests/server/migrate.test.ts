// The server's schema comes from drizzle's migrator over server/migrations (journal and SQL files):
// on a new database, again on a migrated one (nothing re-run), and on a database an older server
// migrated with its own ledger (the `migrations` table by file name), which is carried over. The
// typed tables (server/db/schema.ts) have exactly the columns the migrations make.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { migrate, migrationFiles, migrationsDir, statementsOf } from '../../server/db/migrate';
import { openDatabase, type OpenDatabase } from '../../server/db/open';
import { tables } from '../../server/db/schema';
import { freshPostgres, prepareTestDatabase } from './harness';

/** A new, empty database of the kind this pass tests (PGlite, or PostgreSQL when SERVER_TEST_DB=postgres). */
async function withEmptyDatabase(work: (database: OpenDatabase) => Promise<void>): Promise<void> {
  const postgresUrl = process.env.SERVER_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  const fresh = postgresUrl ? await freshPostgres(postgresUrl) : undefined;
  const folder = mkdtempSync(join(tmpdir(), 'clinic-migrate-'));
  const database = await openDatabase({ databaseUrl: fresh?.url, pgliteDir: folder });
  try {
    await work(database);
  } finally {
    await database.close();
    await fresh?.drop();
    rmSync(folder, { recursive: true, force: true });
  }
}

const ledgerOf = (database: OpenDatabase) =>
  database.sql.rows<{ hash: string; created_at: string }>(sql`SELECT hash, created_at::text AS created_at FROM drizzle.__drizzle_migrations ORDER BY created_at`);
const expectedLedger = () => readMigrationFiles({ migrationsFolder: migrationsDir }).map((m) => ({ hash: m.hash, created_at: String(m.folderMillis) }));
const tableExists = async (database: OpenDatabase, name: string) =>
  (await database.sql.one<{ present: boolean }>(sql`SELECT to_regclass(${name}) IS NOT NULL AS present`))!.present;

/** drizzle's SQL type as PostgreSQL's catalog names it (serial is an integer with a sequence). */
const udtOf: Record<string, string> = {
  serial: 'int4', integer: 'int4', bigserial: 'int8', bigint: 'int8', text: 'text', boolean: 'bool', jsonb: 'jsonb',
  'timestamp with time zone': 'timestamptz', uuid: 'uuid', bytea: 'bytea', 'integer[]': '_int4',
};

interface Column { table: string; column: string; type: string; nullable: boolean; hasDefault: boolean }
const byName = (a: Column, b: Column) => `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`);

async function migratedColumns(database: OpenDatabase): Promise<Column[]> {
  const rows = await database.sql.rows<{ table_name: string; column_name: string; udt_name: string; is_nullable: string; column_default: string | null }>(
    sql`SELECT table_name, column_name, udt_name, is_nullable, column_default FROM information_schema.columns WHERE table_schema = 'public'`,
  );
  return rows.map((c): Column => ({ table: c.table_name, column: c.column_name, type: c.udt_name, nullable: c.is_nullable === 'YES', hasDefault: c.column_default !== null })).sort(byName);
}

/** Every table and column of server/db/schema.ts. */
async function typedColumns(): Promise<Column[]> {
  return tables.flatMap((table) => {
    const config = getTableConfig(table);
    return config.columns.map((c): Column => ({
      table: config.name, column: c.name, type: udtOf[c.getSQLType()] ?? c.getSQLType(), nullable: !c.notNull, hasDefault: c.hasDefault,
    }));
  }).sort(byName);
}

describe('migrations', () => {
  it('a new database gets every migration once, in journal order, as the typed schema says; a second run applies nothing', async () => {
    // PGlite: a copy of the tests' template, which migrate() made from a new database (harness.ts).
    const prepared = await prepareTestDatabase();
    const database = await openDatabase({ databaseUrl: prepared.databaseUrl, pgliteDir: join(prepared.dataDir, 'pglite') });
    try {
      if (prepared.databaseUrl) await migrate(database);
      expect(await ledgerOf(database)).toEqual(expectedLedger());
      // The last migrations' work is there: the per-statement totals trigger of 014.
      expect(await database.sql.rows(sql`SELECT tgname FROM pg_trigger WHERE tgname = 'client_totals_on_insert'`)).toHaveLength(1);
      await migrate(database);
      expect(await ledgerOf(database)).toEqual(expectedLedger());
      // server/db/schema.ts, the typed tables the stores' row types come from, says what they made.
      expect(await typedColumns()).toEqual(await migratedColumns(database));
    } finally {
      await database.close();
      await prepared.drop();
    }
  });

  it('a database an older server migrated keeps its data, runs nothing twice, and its old ledger is carried over', async () => {
    await withEmptyDatabase(async (database) => {
      const db = database.sql;
      // As the hand-made migrator left it: each file's statements run, its name in `migrations`.
      await db.rows(sql`CREATE TABLE migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
      for (const file of migrationFiles()) {
        for (const statement of statementsOf(file.text)) await db.rows(sql.raw(statement));
        await db.rows(sql`INSERT INTO migrations (name) VALUES (${file.name})`);
      }
      await db.rows(sql`INSERT INTO users (user_name, first_name, last_name, role, password_hash) VALUES ('kept', 'x', 'y', 'Reception', 'h')`);
      // Run again, a CREATE TABLE would throw: the migrator must find every one applied.
      await migrate(database);
      expect(await ledgerOf(database)).toEqual(expectedLedger());
      expect(await tableExists(database, 'public.migrations')).toBe(false);
      expect(await db.rows(sql`SELECT user_name FROM users WHERE user_name = 'kept'`)).toHaveLength(1);
    });
  });
});

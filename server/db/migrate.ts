// Applies server/migrations with drizzle's migrator: the SQL files listed in meta/_journal.json,
// each split at `--> statement-breakpoint` (PGlite runs one statement per query), applied in the
// order of their `when` and recorded in drizzle.__drizzle_migrations. A new migration is a new
// NNN_name.sql and a journal entry whose `when` is later than every other (drizzle applies what is
// newer than the last one applied). Two servers starting on one PostgreSQL take an advisory lock
// first, so one applies and the other finds them applied; a database an older server migrated
// (its ledger the `migrations` table, by file name) has that ledger carried over first.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate as drizzleMigrate } from 'drizzle-orm/node-postgres/migrator';
import { testPause } from '../http/test-pause';
import { projectRoot } from '../project-root';
import type { Logger } from '../observe/log';
import type { OpenDatabase } from './open';
import { sqlOver, type Sql } from './sql';

export const migrationsDir = join(projectRoot, 'server', 'migrations');

interface JournalEntry { tag: string; when: number }

function journal(): JournalEntry[] {
  return (JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries;
}

/** How many migrations this release carries. */
export const migrationCount = (): number => journal().length;

/** Each migration's file name and text, in journal order. */
export function migrationFiles(): { name: string; text: string }[] {
  return journal().map(({ tag }) => ({ name: `${tag}.sql`, text: readFileSync(join(migrationsDir, `${tag}.sql`), 'utf8') }));
}

/** A migration's statements, as the migrator runs them. */
export function statementsOf(text: string): string[] {
  return text.split('--> statement-breakpoint').map((statement) => statement.trim()).filter((statement) => statement.length > 0);
}

/** A hash of the journal and every migration: the key of the tests' template databases. */
export function migrationsHash(): string {
  const hash = createHash('sha256').update(JSON.stringify(journal()));
  for (const file of migrationFiles()) hash.update(file.name).update(file.text);
  return hash.digest('hex').slice(0, 16);
}

const ledger = sql`drizzle.__drizzle_migrations`;

/** Taken while migrating, so two servers starting on one PostgreSQL do not both apply a migration. */
const migrationLock = 727001;

/** How many migrations the ledger holds (drizzle applies them in journal order). */
export async function appliedCount(db: Sql): Promise<number> {
  const present = await db.one<{ present: boolean }>(sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  if (!present?.present) return 0;
  return Number((await db.one<{ n: number | string }>(sql`SELECT count(*) AS n FROM ${ledger}`))?.n ?? 0);
}

/** Applies what is missing; `log` gets one line per migration applied (the operator's record of an upgrade). */
export async function migrate(database: Pick<OpenDatabase, 'exclusive'>, log?: Logger): Promise<void> {
  await database.exclusive(migrationLock, async (db) => {
    await sqlOver(db).tx(carryOverOldLedger);
    await testPause('migration-carried-over');
    const before = await appliedCount(sqlOver(db));
    await drizzleMigrate(db as unknown as Parameters<typeof drizzleMigrate>[0], { migrationsFolder: migrationsDir });
    const after = await appliedCount(sqlOver(db));
    for (const entry of journal().slice(before, after)) log?.info('migration-applied', { migration: entry.tag });
  });
}

/** A database whose ledger is a `migrations` table (the names of the files applied, not
 * drizzle's): each file named there is entered in drizzle's ledger as the migrator enters it (the
 * file's hash, its journal `when`) and that table dropped, in one transaction, under the lock the
 * migrator then runs under. */
async function carryOverOldLedger(tx: Sql): Promise<void> {
  const old = await tx.one<{ present: boolean }>(sql`SELECT to_regclass('public.migrations') IS NOT NULL AS present`);
  if (!old?.present) return;
  const applied = new Set((await tx.rows<{ name: string }>(sql`SELECT name FROM migrations`)).map((row) => row.name));
  await tx.rows(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
  await tx.rows(sql`CREATE TABLE IF NOT EXISTS ${ledger} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`);
  const files = readMigrationFiles({ migrationsFolder: migrationsDir });
  for (const [i, entry] of journal().entries()) {
    if (applied.has(`${entry.tag}.sql`)) await tx.rows(sql`INSERT INTO ${ledger} (hash, created_at) VALUES (${files[i]!.hash}, ${entry.when})`);
  }
  await tx.rows(sql`DROP TABLE migrations`);
}

// Applies server/migrations/NNN_name.sql in order, once each, recorded in `migrations`.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Sql } from './sql';

export const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

export function migrationFiles(): { name: string; text: string }[] {
  return readdirSync(migrationsDir)
    .filter((name) => /^\d{3}_[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ name, text: readFileSync(join(migrationsDir, name), 'utf8') }));
}

/** A hash of every migration: the key of the tests' template databases. */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of migrationFiles()) hash.update(file.name).update(file.text);
  return hash.digest('hex').slice(0, 16);
}

export async function migrate(db: Sql): Promise<string[]> {
  await db.rows(sql`CREATE TABLE IF NOT EXISTS migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const applied: string[] = [];
  for (const file of migrationFiles()) {
    await db.tx(async (tx) => {
      // Two servers starting on one PostgreSQL must not run the same migration twice.
      await tx.rows(sql`SELECT pg_advisory_xact_lock(727001)`);
      const done = await tx.one(sql`SELECT name FROM migrations WHERE name = ${file.name}`);
      if (done) return;
      // One statement per call: PGlite's extended protocol refuses several in one query.
      for (const statement of statementsOf(file.text)) await tx.rows(sql.raw(statement));
      await tx.rows(sql`INSERT INTO migrations (name) VALUES (${file.name})`);
      applied.push(file.name);
    });
  }
  return applied;
}

/** Statements of a migration: split at a `;` that ends a line; `--` comment lines dropped. */
export function statementsOf(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n')
    .split(/;\s*(?:\n|$)/)
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}

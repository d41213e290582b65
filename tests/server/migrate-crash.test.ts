// A server killed (kill -9) while it migrates a database an older server left: after the old
// ledger was carried over, before the migrations it had not applied. The next start applies them,
// and what the database held is still there.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { expect, it } from 'vitest';
import { migrationFiles, migrationsDir, statementsOf } from '../../server/db/migrate';
import type { openDatabase } from '../../server/db/open';
import { emptyTestDatabase, openEmpty, type TestDatabase } from './harness';
import { startChildServer } from './server-child-process';

async function withDatabase<T>(database: TestDatabase, work: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>): Promise<T> {
  const opened = await openEmpty(database);
  try {
    return await work(opened);
  } finally {
    await opened.close();
  }
}

/** Starts the server on `database` paused at `point` and kills it there with SIGKILL. */
async function killedAt(database: TestDatabase, point: string): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve('tests/server/server-child.ts')], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl ?? '', CLINIC_TEST_PAUSE: point },
  });
  let out = '';
  let err = '';
  child.stderr!.on('data', (chunk: Buffer) => { err += chunk.toString(); });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  await new Promise<void>((paused, failed) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.split('\n').includes(`paused:${point}`)) paused();
    });
    void exited.then(() => failed(new Error(`the server exited before ${point}: ${err}`)));
  });
  child.kill('SIGKILL');
  await exited;
}

const ledgerSize = async (db: Awaited<ReturnType<typeof openDatabase>>) =>
  (await db.sql.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`))!.n;

it('a start killed after carrying the old ledger over applies the rest on the next start, the data kept', async () => {
  const database = await emptyTestDatabase();
  try {
    // As an older server left it: the first migration applied and named in `migrations`, a user made.
    await withDatabase(database, async (db) => {
      await db.sql.rows(sql`CREATE TABLE migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
      const first = migrationFiles()[0]!;
      for (const statement of statementsOf(first.text)) await db.sql.rows(sql.raw(statement));
      await db.sql.rows(sql`INSERT INTO migrations (name) VALUES (${first.name})`);
      await db.sql.rows(sql`INSERT INTO users (user_name, first_name, last_name, role, password_hash) VALUES ('kept', 'x', 'y', 'Reception', 'h')`);
    });
    await killedAt(database, 'migration-carried-over');
    await withDatabase(database, async (db) => {
      expect(await ledgerSize(db)).toBe(1);
      expect(await db.sql.one(sql`SELECT to_regclass('public.migrations') AS t`)).toEqual({ t: null });
    });
    const server = await startChildServer(database);
    expect((await fetch(`${server.apiUrl}health`)).status).toBe(200);
    await server.close();
    await withDatabase(database, async (db) => {
      expect(await ledgerSize(db)).toBe(readMigrationFiles({ migrationsFolder: migrationsDir }).length);
      expect(await db.sql.rows(sql`SELECT user_name FROM users WHERE user_name = 'kept'`)).toHaveLength(1);
    });
  } finally {
    await database.drop();
  }
});

// Upgrade in place: a database written by this starting commit
// (37c93f7, migrations 001–014; upgrade/37c93f7.sql, made by that commit's server) is upgraded at
// the first start of this release: every newer migration applied and logged, nothing of the
// old data lost, sign-ins kept, new writes work; a second start applies nothing. On PGlite, or on
// PostgreSQL in the suite's PostgreSQL pass (SERVER_TEST_DB=postgres).
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationCount, migrationFiles } from '../../server/db/migrate';
import { startServer } from '../../server/start';
import { clientBody, nationalCode } from './fixtures';
import { freshPostgres } from './harness';
import { call } from './http';

/** The migrations 37c93f7 carried: its ledger's rows. */
const oldMigrations = 10;
const dump = readFileSync(resolve('tests/server/upgrade/37c93f7.sql'), 'utf8');
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The old database in a new data folder: loaded into PGlite, or into a fresh PostgreSQL database. */
async function oldDatabase(): Promise<{ dataDir: string; databaseUrl?: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'clinic-upgrade-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  if (process.env.SERVER_TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL) {
    const fresh = await freshPostgres(process.env.TEST_DATABASE_URL);
    cleanups.push(fresh.drop);
    const client = new pg.Client({ connectionString: fresh.url });
    await client.connect();
    await client.query(dump);
    await client.end();
    return { dataDir, databaseUrl: fresh.url };
  }
  mkdirSync(join(dataDir, 'pglite'));
  const db = new PGlite(join(dataDir, 'pglite'));
  await db.exec(dump);
  await db.close();
  return { dataDir };
}

async function start(database: { dataDir: string; databaseUrl?: string }, lines: string[]) {
  const server = await startServer({ port: 0, host: '127.0.0.1', ...database, logSink: (line) => lines.push(line) });
  cleanups.push(() => server.close());
  return { ...server, apiUrl: `${server.url}/api/v1/` };
}

const login = async (apiUrl: string, userName: string, password: string) => {
  const answer = await call<{ token: string }>(apiUrl, 'POST', 'Account/login', { body: { userName, password } });
  expect(answer.status, userName).toBe(200);
  return answer.body.result.token;
};

describe('a database of 37c93f7', () => {
  it('is upgraded in place at the first start, keeping its data and sign-ins', async () => {
    const database = await oldDatabase();
    const lines: string[] = [];
    const server = await start(database, lines);
    const applied = lines.map((line) => JSON.parse(line) as { event: string; migration?: string }).filter((entry) => entry.event === 'migration-applied');
    expect(applied.map((entry) => `${entry.migration}.sql`)).toEqual(migrationFiles().slice(oldMigrations).map((file) => file.name));
    const ready = await call<{ migrations: number }>(server.apiUrl, 'GET', 'health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.result.migrations).toBe(migrationCount());

    const reception = await login(server.apiUrl, 'reception', 'demo1234');
    await login(server.apiUrl, 'nurse1', 'nurse-pass-1234');
    await login(server.apiUrl, 'SuperAdmin', 'fixture-admin-1234');
    const first = await call<{ firstName: string; lastName: string; nationalCode: string }>(server.apiUrl, 'GET', 'Client/1', { token: reception });
    expect(first.body.result).toMatchObject({ firstName: 'سارا', lastName: 'کریمی', nationalCode: '0012345679' });
    const consultation = await login(server.apiUrl, 'consultation', 'demo1234');
    const sessions = await call<{ consultName: string }[]>(server.apiUrl, 'GET', 'Consultation/1/1/6', { token: consultation });
    expect(sessions.body.result).toEqual([expect.objectContaining({ consultName: 'دکتر رضایی' })]);
    // The old sequences carried over: a new client takes the next id, not one in use.
    const made = await call<{ id: number }>(server.apiUrl, 'POST', 'Client', { token: reception, body: clientBody({ nationalCode: nationalCode() }) });
    expect(made.status).toBe(201);
    expect(made.body.result.id).toBe(4);
    await cleanups.pop()!();

    const again: string[] = [];
    const second = await start(database, again);
    expect(again.filter((line) => line.includes('"migration-applied"'))).toEqual([]);
    expect((await call(second.apiUrl, 'GET', 'Client/4', { token: await login(second.apiUrl, 'reception', 'demo1234') })).status).toBe(200);
  });
});

// The audit trail's chain lock is bounded (store/audit.ts lockWait): a write whose entry cannot
// take it in time is told to come back — 503 with Retry-After and the Persian "busy" text — not
// a plain 500. Held here from a connection of the test's own on PostgreSQL (PGlite has one
// connection, so nothing else can hold it there).
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { serverMessages } from '../../src/domain/server-messages';
import { freshPostgres, startTestServer, type TestServer } from './harness';
import { call } from './http';
import { clientBody } from './fixtures';

const baseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const chainLock = 727025;

let server: TestServer | undefined;
let database: { url: string; drop(): Promise<void> } | undefined;
let holder: pg.Client | undefined;
afterEach(async () => {
  await holder?.end();
  holder = undefined;
  await server?.close();
  server = undefined;
  await database?.drop();
  database = undefined;
});

describe('the audit chain lock held elsewhere', () => {
  it('answers 503 with Retry-After, and the same write passes once the lock is free', async () => {
    database = await freshPostgres(baseUrl, { template: true });
    server = await startTestServer({ databaseUrl: database.url });
    const token = await server.login('reception', 'demo1234');
    holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    await holder.query('SELECT pg_advisory_lock($1)', [chainLock]);

    const body = clientBody();
    const refused = await call(server.apiUrl, 'POST', 'Client', { token, body });
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.message).toBe(serverMessages.serverBusy);
    // Nothing of the refused write stayed.
    expect((await call(server.apiUrl, 'POST', 'Client/search', { token, body: { nationalCode: body.nationalCode } })).status).toBe(404);

    await holder.query('SELECT pg_advisory_unlock($1)', [chainLock]);
    expect((await call(server.apiUrl, 'POST', 'Client', { token, body })).status).toBe(201);
  });
});

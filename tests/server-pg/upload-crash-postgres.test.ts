// kill -9 in the middle of an upload on PostgreSQL leaves no stored photo behind: its bytes go
// into `stored_files` inside the request's transaction, which dies with the process.
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { freshPostgres, prepareTestDatabase, type TestDatabase } from '../server/harness';
import { call } from '../server/http';
import { clientBody } from '../server/fixtures';
import { form, onePixelPng } from '../server/images';
import { startChildServer, type ChildServer } from '../server/server-child-process';
import { postgresUrl } from './two-servers';

let database: TestDatabase | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let running: ChildServer | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
  await database?.drop();
  await dropDatabase?.();
});

async function storedNames(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ name: string }>('SELECT name FROM stored_files ORDER BY name')).rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

describe('an upload killed before its record commits, on PostgreSQL', () => {
  it('leaves no stored photo once the server starts again', async () => {
    const fresh = await freshPostgres(postgresUrl());
    dropDatabase = fresh.drop;
    database = await prepareTestDatabase(fresh.url);
    running = await startChildServer(database, { CLINIC_TEST_PAUSE: 'upload-staged' });
    const login = await call<{ token: string }>(running.apiUrl, 'POST', 'Account/login', { body: { userName: 'reception', password: 'demo1234' } });
    const token = login.body.result.token;
    const created = await call<{ id: number }>(running.apiUrl, 'POST', 'Client', { token, body: clientBody() });
    const sent = call(running.apiUrl, 'POST', `Client/upload/${created.body.result.id}/1`, { token, raw: form(onePixelPng, 'a.png', 'image/png') }).catch(() => undefined);
    await running.printed('paused:upload-staged');
    await running.kill9();
    await sent;
    running = await startChildServer(database);
    expect(await storedNames(fresh.url)).toEqual([]);
    const list = await call<unknown[]>(running.apiUrl, 'GET', `client/documentlist/${created.body.result.id}`, { token });
    expect(list.body.result).toEqual([]);
    const again = await call<{ fileName: string }>(running.apiUrl, 'POST', `Client/upload/${created.body.result.id}/1`, { token, raw: form(onePixelPng, 'a.png', 'image/png') });
    expect(again.status).toBe(201);
    expect(await storedNames(fresh.url)).toEqual([again.body.result.fileName]);
  });
});

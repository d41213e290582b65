// One server process per PGlite folder: a second refuses to start with a clear
// message; once the first is killed with kill -9, its stale lock does not block the next start.
// PGlite only, whatever SERVER_TEST_DB says: PostgreSQL has no folder to share.
import { afterEach, describe, expect, it } from 'vitest';
import { prepareTestDatabase, type TestDatabase } from '../server/harness';
import { call } from '../server/http';
import { clientBody } from '../server/fixtures';
import { startChildServer, type ChildFailure, type ChildServer } from '../server/server-child-process';

let database: TestDatabase | undefined;
const running: ChildServer[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) await server.close();
  await database?.drop();
  database = undefined;
});

describe('the PGlite folder lock', () => {
  it('refuses a second server on the folder, and lets one start after the first is killed', async () => {
    database = await prepareTestDatabase(undefined, { pglite: true });
    const first = await startChildServer(database);
    running.push(first);
    const refused = await startChildServer(database).then(
      (second) => { running.push(second); return undefined; },
      (error: ChildFailure) => error,
    );
    expect(refused?.code).not.toBe(0);
    expect(refused?.stderr).toContain(`is in use by another server process (pid ${first.pid}`);
    await first.kill9();
    running.splice(0);
    const started = Date.now();
    const next = await startChildServer(database);
    running.push(next);
    expect(Date.now() - started).toBeLessThan(25_000);
    const login = await call<{ token: string }>(next.apiUrl, 'POST', 'Account/login', { body: { userName: 'reception', password: 'demo1234' } });
    expect((await call(next.apiUrl, 'POST', 'Client', { token: login.body.result.token, body: clientBody() })).status).toBe(201);
  });
});

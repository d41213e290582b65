// A crash between an Idempotency-Key's reservation and its answer must not jam the key: the
// tablet retries with the same key for as long as it takes. Killed with SIGKILL (kill -9) in
// that window, restarted, the replay gets a normal answer and exactly one client exists.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open';
import { join } from 'node:path';
import { prepareTestDatabase, type TestDatabase } from './harness';
import { call } from './http';
import { clientBody } from './fixtures';
import { childServerEach } from './child-server-each';
import { startChildServer } from './server-child-process';
import { within } from './within';

const scene = childServerEach();

async function signIn(apiUrl: string) {
  const answer = await call<{ token: string; userId: number }>(apiUrl, 'POST', 'Account/login', { body: { userName: 'reception', password: 'demo1234' } });
  return answer.body.result;
}

/** Rows in the prepared database, read with a connection of the test's own (server stopped). */
async function countWhere(db: TestDatabase, query: string, params: unknown[]): Promise<number> {
  if (db.databaseUrl) {
    const client = new pg.Client({ connectionString: db.databaseUrl });
    await client.connect();
    const result = await client.query<{ n: number }>(query, params);
    await client.end();
    return result.rows[0]!.n;
  }
  const opened = await openDatabase({ pgliteDir: join(db.dataDir, 'pglite') });
  const { sql } = await import('drizzle-orm');
  const rows = await opened.sql.rows<{ n: number }>(sql.raw(query.replace('$1', `'${String(params[0]).replace(/'/g, "''")}'`)));
  await opened.close();
  return rows[0]!.n;
}

describe('Idempotency-Key across a kill -9', () => {
  it('replays a create killed between reservation and answer as new: one client, a normal answer', async () => {
    scene.database = await prepareTestDatabase();
    scene.running = await startChildServer(scene.database, { CLINIC_TEST_PAUSE: 'idempotency-reserved' });
    const { token } = await signIn(scene.running.apiUrl);
    const body = clientBody();
    const key = randomUUID();
    const first = call(scene.running.apiUrl, 'POST', 'Client', { token, body, headers: { 'idempotency-key': key } }).catch(() => undefined);
    await scene.running.printed('paused:idempotency-reserved');
    await scene.running.kill9();
    await first;
    scene.running = await startChildServer(scene.database);
    const replay = await within(5, call<{ id: number }>(scene.running.apiUrl, 'POST', 'Client', { token, body, headers: { 'idempotency-key': key } }));
    expect(replay.status).toBe(201);
    const again = await call<{ id: number }>(scene.running.apiUrl, 'POST', 'Client', { token, body, headers: { 'idempotency-key': key } });
    expect(again.status).toBe(201);
    expect(again.body.result.id).toBe(replay.body.result.id);
    await scene.running.close();
    scene.running = undefined;
    expect(await countWhere(scene.database, 'SELECT count(*)::int AS n FROM clients WHERE national_code = $1', [body.nationalCode])).toBe(1);
  });

  it('answers a key whose reservation row has no answer (left by an older server), after a restart', async () => {
    scene.database = await prepareTestDatabase();
    scene.running = await startChildServer(scene.database);
    const { token, userId } = await signIn(scene.running.apiUrl);
    await scene.running.close();
    const key = randomUUID();
    await countWhere(scene.database, `WITH r AS (INSERT INTO idempotency (owner, key, request_hash) VALUES ('user:${userId}', $1, 'left-by-a-crash') RETURNING 1) SELECT count(*)::int AS n FROM r`, [key]);
    scene.running = await startChildServer(scene.database);
    const body = clientBody();
    const answer = await within(5, call<{ id: number }>(scene.running.apiUrl, 'POST', 'Client', { token, body, headers: { 'idempotency-key': key } }));
    expect(answer.status).toBe(201);
    expect(answer.body.result.id).toBeGreaterThan(0);
  });
});

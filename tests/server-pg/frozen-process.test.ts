// One frozen server process must not stop every other's writes. Process B is stopped (SIGSTOP)
// inside a write's transaction, holding the change log's advisory lock; before, a write through
// process A waited for as long as B stayed frozen (5 of 5 rounds). PostgreSQL now ends a session
// left idle inside its transaction (idle_in_transaction_session_timeout), the lock goes with it,
// and A's write is answered; B's own write, once it wakes, fails without writing anything, and B
// goes on serving (before, the session ended under its checked-out connection crashed it).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clientBody } from '../server/fixtures';
import { freshPostgres, type TestDatabase } from '../server/harness';
import { call } from '../server/http';
import { startChildServer, type ChildServer } from '../server/server-child-process';
import { postgresUrl } from './two-servers';
import { within } from '../server/within';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function serverOn(databaseUrl: string, env: Record<string, string> = {}): Promise<ChildServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'clinic-frozen-'));
  const database: TestDatabase = { dataDir, databaseUrl, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  const server = await startChildServer(database, env);
  cleanups.push(async () => {
    await server.kill9();
    await database.drop();
  });
  return server;
}

const signIn = async (apiUrl: string) =>
  (await call<{ token: string }>(apiUrl, 'POST', 'Account/login', { body: { userName: 'reception', password: 'demo1234' } })).body.result.token;

describe('a server process frozen inside a write', () => {
  it('holds the other process\'s writes only until PostgreSQL ends its idle transaction', async () => {
    const fresh = await freshPostgres(postgresUrl());
    cleanups.push(fresh.drop);
    const frozen = await serverOn(fresh.url, { CLINIC_TEST_PAUSE: 'change-lock-held' });
    const other = await serverOn(fresh.url);
    const [frozenToken, otherToken] = await Promise.all([signIn(frozen.apiUrl), signIn(other.apiUrl)]);

    void call(frozen.apiUrl, 'POST', 'Client', { token: frozenToken, body: clientBody() }).catch(() => undefined);
    await frozen.printed('paused:change-lock-held');
    process.kill(frozen.pid, 'SIGSTOP');
    // Woken at the end of the test, or here if an assertion failed first.
    cleanups.push(async () => {
      try {
        process.kill(frozen.pid, 'SIGCONT');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
      }
    });

    const answer = await within(45, call<{ id: number }>(other.apiUrl, 'POST', 'Client', { token: otherToken, body: clientBody() }));
    expect(answer.status).toBe(201);
    process.kill(frozen.pid, 'SIGCONT');
    // Its session was ended under it: the paused write can only fail, and writes nothing.
    const listed = await call<unknown[]>(other.apiUrl, 'GET', 'client/6/1', { token: otherToken });
    expect(listed.body.pagination!.total).toBe(1);
    // Woken, B reads at once PostgreSQL's word, waiting on the connection its paused write holds,
    // that the session is over (sent while B was frozen: A's write could only go after it). B
    // serves the next person (the paused write itself stays paused: the test's pause never ends).
    expect(await signIn(frozen.apiUrl)).toEqual(expect.any(String));
    expect(await signIn(frozen.apiUrl)).toEqual(expect.any(String));
  });
});

// A server process killed (kill -9) while its request to the provider is out leaves the message
// 'sending' under its lease. Once the lease has run out, the other process takes the message over
// and asks Kavenegar by localid, which has it: the message is marked sent, never sent again. The
// surviving process's clock is the test's: the lease runs out at `advance`, not by waiting.
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeKavenegar, type FakeKavenegar } from '../server/fake-kavenegar';
import { createClient, tokensOf, type Tokens } from '../server/fixtures';
import { freshPostgres, startTestServer, type TestServer } from '../server/harness';
import { call } from '../server/http';
import { manualClock, until } from '../server/manual-clock';
import { startServerProcess, type ServerProcess } from '../server/server-process';
import { postgresUrl } from './two-servers';

const clock = manualClock();
let kavenegar: FakeKavenegar;
let a: TestServer;
let b: ServerProcess;
let tokens: Tokens;
let drop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  kavenegar = await startFakeKavenegar('kave-key');
  const fresh = await freshPostgres(postgresUrl());
  drop = fresh.drop;
  const jwtSecret = 'a shared secret for both test processes';
  const sms = { smsProvider: 'kavenegar', smsApiKey: 'kave-key', smsApiBase: kavenegar.base } as const;
  a = await startTestServer({ databaseUrl: fresh.url, jwtSecret, ...sms, smsClock: clock });
  b = await startServerProcess({ databaseUrl: fresh.url, jwtSecret, more: { SMS_PROVIDER: 'kavenegar', SMS_API_KEY: 'kave-key', SMS_API_BASE: kavenegar.base } });
  tokens = await tokensOf(a);
});
afterAll(async () => {
  await a?.close();
  await drop?.();
  await kavenegar?.close();
});

/** The server itself: `tsx` (the pid the helper knows) runs it as its child node process. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc').filter((name) => /^\d+$/.test(name)).filter((name) => {
    try {
      // /proc/<pid>/stat: "pid (name) state ppid …"; the name may hold spaces, so read after ')'.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
    } catch {
      return false;
    }
  }).map(Number);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('a server process killed while sending an SMS', () => {
  it('leaves the message to the other process, which asks instead of sending again', async () => {
    const clientId = await createClient(a, tokens.Reception);
    kavenegar.hold = true;
    const answer = await call<{ id: number }>(b.apiUrl, 'POST', `Client/send-sms/${clientId}`, { token: tokens.Reception, body: { phoneNumber: '09121234567', text: 'یادآوری نوبت' } });
    expect(answer.status).toBe(200);
    await kavenegar.held();
    const server = childrenOf(b.pid);
    expect(server).toHaveLength(1);
    for (const pid of [...server, b.pid]) process.kill(pid, 'SIGKILL');
    await until(async () => !alive(server[0]!) && !alive(b.pid), 'the second process gone');
    const row = () => a.sql.one<{ status: string }>(sql`SELECT status FROM sms_messages WHERE id = ${answer.body.result.id}`);
    expect((await row())!.status).toBe('sending');
    kavenegar.hold = false;
    kavenegar.release();

    clock.advance(30_000); // a look, but the dead process's lease still holds
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(kavenegar.lookups).toBe(0);
    clock.advance(120_000); // past the lease (2 × 10 s timeout + 30 s)
    await until(async () => (await row())?.status === 'sent', 'sent, by the survivor');
    expect(kavenegar.lookups).toBe(1);
    expect(kavenegar.requests).toBe(1);
    expect(kavenegar.sent).toHaveLength(1);
  });
});

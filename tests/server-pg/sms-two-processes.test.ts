// Two server processes on one PostgreSQL, each with its own SMS sender loop, never send one
// message twice: a loop claims due rows with FOR UPDATE SKIP LOCKED and a lease.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeKavenegar, type FakeKavenegar } from '../server/fake-kavenegar';
import { createClient, tokensOf, type Tokens } from '../server/fixtures';
import { freshPostgres, startTestServer, type TestServer } from '../server/harness';
import { call } from '../server/http';
import { until } from '../server/manual-clock';
import { startServerProcess, type ServerProcess } from '../server/server-process';
import { postgresUrl } from './two-servers';

let kavenegar: FakeKavenegar;
let a: TestServer;
let b: ServerProcess;
let tokens: Tokens;
let drop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  kavenegar = await startFakeKavenegar('kave-key');
  kavenegar.answerDelayMs = 5;
  const fresh = await freshPostgres(postgresUrl());
  drop = fresh.drop;
  const jwtSecret = 'a shared secret for both test processes';
  a = await startTestServer({ databaseUrl: fresh.url, jwtSecret, smsProvider: 'kavenegar', smsApiKey: 'kave-key', smsApiBase: kavenegar.base });
  b = await startServerProcess({ databaseUrl: fresh.url, jwtSecret, more: { SMS_PROVIDER: 'kavenegar', SMS_API_KEY: 'kave-key', SMS_API_BASE: kavenegar.base } });
  tokens = await tokensOf(a);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await drop?.();
  await kavenegar?.close();
});

describe('two server processes sending SMS from one PostgreSQL', () => {
  it('hand each message to the provider once', async () => {
    const clientId = await createClient(a, tokens.Reception);
    // 100 messages wait (as after a restart), and both loops are woken at the same instant by a
    // send through each: their first claims meet on the same rows.
    await a.sql.rows(sql`INSERT INTO sms_messages (client_id, user_id, phone_number, text, status, provider)
      SELECT ${clientId}, 1, '0912' || lpad(n::text, 7, '0'), 'یادآوری نوبت', 'queued', 'kavenegar' FROM generate_series(1, 100) n`);
    const sends = [a.apiUrl, b.apiUrl].map((apiUrl, i) => call(apiUrl, 'POST', `Client/send-sms/${clientId}`, {
      token: tokens.Reception, headers: { 'Idempotency-Key': randomUUID() }, body: { phoneNumber: `0935000000${i}`, text: 'یادآوری نوبت' },
    }));
    expect((await Promise.all(sends)).map((answer) => answer.status)).toEqual([200, 200]);
    await until(async () => {
      const rows = await a.sql.rows<{ status: string }>(sql`SELECT status FROM sms_messages`);
      return rows.length === 102 && rows.every((row) => row.status === 'sent');
    }, 'all 102 sent', 3_000);
    const localIds = (await a.sql.rows<{ local_id: string }>(sql`SELECT local_id FROM sms_messages`)).map((row) => row.local_id).sort();
    expect([...kavenegar.requestedLocalIds].sort()).toEqual(localIds);
    expect(kavenegar.requests).toBe(102);
  });
});

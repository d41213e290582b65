// A provider that cannot be reached (nothing listens at its address: the connection is refused)
// took nothing, so the message is tried again, later and later: 5 s, then 10 s, then 20 s on the
// test's clock, never before. Once the provider is up, the next try sends it, once.
import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeKavenegar, type FakeKavenegar } from './fake-kavenegar';
import { createClient, tokensOf, type Tokens } from './fixtures';
import { startTestServer, type TestServer } from './harness';
import { call } from './http';
import { manualClock, until } from './manual-clock';

const clock = manualClock();
let port: number;
let kavenegar: FakeKavenegar | undefined;
let server: TestServer;
let tokens: Tokens;

beforeAll(async () => {
  // A port that was free a moment ago: nothing listens there until the test starts the provider.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  port = (probe.address() as { port: number }).port;
  await new Promise((resolve) => probe.close(resolve));
  server = await startTestServer({ smsProvider: 'kavenegar', smsApiKey: 'kave-key', smsApiBase: `http://127.0.0.1:${port}`, smsClock: clock });
  tokens = await tokensOf(server);
});
afterAll(async () => {
  await server?.close();
  await kavenegar?.close();
});

const row = (id: number) => server.sql.one<{ status: string; attempts: number }>(sql`SELECT status, attempts FROM sms_messages WHERE id = ${id}`);
const tried = (id: number, attempts: number) =>
  until(async () => { const r = await row(id); return r?.status === 'queued' && r.attempts === attempts; }, `try ${attempts} of ${id}`);

describe('an unreachable SMS provider', () => {
  it('is tried again after 5, 10, 20 s, not before, and the message goes once it is up', async () => {
    const clientId = await createClient(server, tokens.Reception);
    const answer = await call<{ id: number }>(server.apiUrl, 'POST', `Client/send-sms/${clientId}`, { token: tokens.Reception, body: { phoneNumber: '09121234567', text: 'یادآوری نوبت' } });
    expect(answer.status).toBe(200);
    const id = answer.body.result.id;
    await tried(id, 1);
    clock.advance(4_999);
    await new Promise((resolve) => setImmediate(resolve));
    expect((await row(id))!.attempts).toBe(1);
    clock.advance(1);
    await tried(id, 2);
    clock.advance(10_000);
    await tried(id, 3);

    kavenegar = await startFakeKavenegar('kave-key', port);
    clock.advance(19_999);
    await new Promise((resolve) => setImmediate(resolve));
    expect(kavenegar.requests).toBe(0);
    clock.advance(1);
    await until(async () => (await row(id))?.status === 'sent', 'sent');
    expect(kavenegar.sent).toHaveLength(1);
    expect(kavenegar.requests).toBe(1);
  });
});

// SMS through Kavenegar (SMS_PROVIDER=kavenegar), against a local fake that speaks its documented
// API (fake-kavenegar.ts). The send answers at once; the server's sender loop hands the message
// over once. A refusal is final, in Persian; a provider that answers after the timeout is asked by
// localid, never sent to blind (the old sender's 4 copies); one that cannot be reached is tried
// again later and later; a delivery it reports is shown. Time is the test's clock (manual-clock.ts): nothing here sleeps.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSmsSignature } from '../../server/config';
import { messages } from '../../src/domain/messages';
import { kavenegarReasons, kavenegarUndelivered } from '../../src/domain/sms-text';
import { startFakeKavenegar, type FakeKavenegar } from './fake-kavenegar';
import { createClient, tokensOf, type Tokens } from './fixtures';
import { startTestServer, type TestServer } from './harness';
import { call } from './http';
import { manualClock, until } from './manual-clock';

const clock = manualClock();
const lines: string[] = [];
let kavenegar: FakeKavenegar;
let server: TestServer;
let tokens: Tokens;
let clientId: number;
let phoneCounter = 0;

beforeAll(async () => {
  kavenegar = await startFakeKavenegar('kave-key');
  server = await startTestServer({
    smsProvider: 'kavenegar', smsApiKey: 'kave-key', smsSender: '10004346', smsApiBase: kavenegar.base, smsClock: clock,
    quiet: false, logSink: (line) => lines.push(line),
  });
  tokens = await tokensOf(server);
  clientId = await createClient(server, tokens.Reception);
});
afterAll(async () => {
  await server?.close();
  await kavenegar?.close();
});

const send = (text: string, phoneNumber = `0912000${String(++phoneCounter).padStart(4, '0')}`) =>
  call<{ id: number; state: string }>(server.apiUrl, 'POST', `Client/send-sms/${clientId}`, { token: tokens.Reception, body: { phoneNumber, text } });
const row = (id: number) => server.sql.one<{ status: string; error: string | null; attempts: number; provider_id: string | null }>(
  sql`SELECT status, error, attempts, provider_id FROM sms_messages WHERE id = ${id}`);
const settled = (id: number, state: string) => until(async () => ((await row(id))?.status === state ? row(id) : undefined), `message ${id} ${state}`);

describe('SMS through Kavenegar', () => {
  it('answers at once and hands Kavenegar the number, the signed text, the line and a localid, once', async () => {
    const answer = await send('نوبت شما فردا است', '09121234567');
    expect([answer.status, answer.body.message, answer.body.result.state]).toEqual([200, messages.smsSent, 'queued']);
    const stored = await settled(answer.body.result.id, 'sent');
    expect(kavenegar.sent).toHaveLength(1);
    const [taken] = kavenegar.sent;
    expect(taken).toMatchObject({ receptor: '09121234567', message: `نوبت شما فردا است\n${defaultSmsSignature}`, sender: '10004346' });
    expect(taken!.localid).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored!.provider_id).toBe(String(taken!.messageid));
    // The log tells the message's id and state, never its number or text.
    const smsLines = lines.filter((line) => line.includes('"event":"sms"'));
    expect(smsLines.some((line) => line.includes('"state":"sent"'))).toBe(true);
    expect(lines.join('\n')).not.toMatch(/0912123|نوبت شما/);
  });

  it('a refusal is final: its Persian reason is kept and the message is never sent again', async () => {
    kavenegar.refuse = 418;
    const before = kavenegar.requests;
    const answer = await send('پیام دوم');
    const stored = await settled(answer.body.result.id, 'failed');
    expect(stored!.error).toBe(kavenegarReasons[418]);
    clock.advance(24 * 3600_000);
    await new Promise((resolve) => setImmediate(resolve));
    expect((await row(answer.body.result.id))!.status).toBe('failed');
    expect(kavenegar.requests - before).toBe(1);
    kavenegar.refuse = undefined;
  });

  it('an answer that comes after the timeout: Kavenegar is asked by localid, and the message goes once', async () => {
    kavenegar.hold = true;
    const before = kavenegar.sent.length;
    const requestsBefore = kavenegar.requests;
    const answer = await send('پیام کند');
    expect(answer.status).toBe(200); // the tablet is not held up by the provider
    await kavenegar.held();
    clock.advance(10_000); // the sender's 10 s timeout
    await settled(answer.body.result.id, 'unanswered');
    kavenegar.hold = false;
    kavenegar.release();
    clock.advance(5_000); // the first backoff: the loop asks before anything else
    await settled(answer.body.result.id, 'sent');
    clock.advance(3600_000);
    expect(kavenegar.sent.length - before).toBe(1);
    expect(kavenegar.requests - requestsBefore).toBe(1);
    expect(kavenegar.lookups).toBeGreaterThanOrEqual(1);
  });

  it('a delivery Kavenegar reports shows as delivered; one it could not deliver as failed, with its reason', async () => {
    const reached = (await send('پیام چهارم')).body.result.id;
    const lost = (await send('پیام پنجم')).body.result.id;
    await settled(reached, 'sent');
    await settled(lost, 'sent');
    const localIdOf = async (id: number) => (await server.sql.one<{ local_id: string }>(sql`SELECT local_id FROM sms_messages WHERE id = ${id}`))!.local_id;
    kavenegar.statusOf.set(await localIdOf(reached), 10);
    kavenegar.statusOf.set(await localIdOf(lost), 11);
    clock.advance(60_000); // asked a minute after it went
    await settled(reached, 'delivered');
    expect((await settled(lost, 'failed'))!.error).toBe(kavenegarUndelivered[11]);
  });

  it('shows each message of the client with its state, newest first', async () => {
    const list = await call<{ id: number; state: string; reason: string | null }[]>(server.apiUrl, 'GET', `Client/sms/${clientId}`, { token: tokens.Reception });
    expect(list.status).toBe(200);
    expect(list.body.result.map((m) => m.state)).toEqual(['failed', 'delivered', 'sent', 'failed', 'sent']);
    expect(list.body.result[3]!.reason).toBe(kavenegarReasons[418]);
  });
});

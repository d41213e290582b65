// SMS through SMS.ir (SMS_PROVIDER=smsir), against a local fake of its API v1 (fake-smsir.ts):
// the key in X-API-KEY, the line as a number, one mobile; `status: 1` is sent, any other status a
// refusal in Persian, never tried again. SMS.ir takes no id of ours, so a request without an
// answer cannot be asked about: the message is held for a person, never sent twice.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSmsSignature } from '../../server/config';
import { smsirReasons } from '../../src/domain/sms-text';
import { startFakeSmsir, type FakeSmsir } from './fake-smsir';
import { createClient, tokensOf, type Tokens } from './fixtures';
import { startTestServer, type TestServer } from './harness';
import { call } from './http';
import { manualClock, until } from './manual-clock';

const clock = manualClock();
let smsir: FakeSmsir;
let server: TestServer;
let tokens: Tokens;
let clientId: number;

beforeAll(async () => {
  smsir = await startFakeSmsir('smsir-key');
  server = await startTestServer({ smsProvider: 'smsir', smsApiKey: 'smsir-key', smsSender: '30007732', smsApiBase: smsir.base, smsClock: clock });
  tokens = await tokensOf(server);
  clientId = await createClient(server, tokens.Reception);
});
afterAll(async () => {
  await server?.close();
  await smsir?.close();
});

const send = (text: string, phoneNumber: string) =>
  call<{ id: number }>(server.apiUrl, 'POST', `Client/send-sms/${clientId}`, { token: tokens.Reception, body: { phoneNumber, text } });
const row = (id: number) => server.sql.one<{ status: string; error: string | null; provider_id: string | null }>(sql`SELECT status, error, provider_id FROM sms_messages WHERE id = ${id}`);
const settled = (id: number, state: string) => until(async () => ((await row(id))?.status === state ? row(id) : undefined), `${id} ${state}`);

describe('SMS through SMS.ir', () => {
  it('sends the line, the signed text and the number with the key; status 1 is sent', async () => {
    const answer = await send('نوبت شما فردا است', '09121234567');
    const stored = await settled(answer.body.result.id, 'sent');
    expect(smsir.sent).toEqual([{ lineNumber: 30007732, messageText: `نوبت شما فردا است\n${defaultSmsSignature}`, mobiles: ['09121234567'], sendDateTime: null }]);
    expect(stored!.provider_id).toBe('1001');
  });

  it('a refusal is failed with its Persian reason, and never tried again', async () => {
    smsir.refuse = 102;
    const before = smsir.requests;
    const answer = await send('پیام دوم', '09121234568');
    expect((await settled(answer.body.result.id, 'failed'))!.error).toBe(smsirReasons[102]);
    clock.advance(24 * 3600_000);
    await new Promise((resolve) => setImmediate(resolve));
    expect(smsir.requests - before).toBe(1);
    smsir.refuse = undefined;
  });

  it('an answer that never comes in time: held for a person (unknown), sent once', async () => {
    smsir.hold = true;
    const before = smsir.sent.length;
    const answer = await send('پیام کند', '09121234569');
    await smsir.held();
    clock.advance(10_000);
    await settled(answer.body.result.id, 'unknown');
    smsir.release();
    clock.advance(24 * 3600_000);
    await new Promise((resolve) => setImmediate(resolve));
    expect((await row(answer.body.result.id))!.status).toBe('unknown');
    expect(smsir.sent.length - before).toBe(1);
  });
});

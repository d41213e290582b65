// A patient's SMS history (issue 36 §7), through a local Kavenegar (fake-kavenegar.ts): each
// message with the state the outbox keeps (delivered, failed with its Persian reason, queued),
// newest first, read by every staff role as SMS are, refused to a Kiosk; another patient's
// messages never show. The text sent from a filled template is what the history shows.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSmsSignature } from '../../server/config';
import { staffRoles } from '../../src/domain/roles';
import { fillSmsTemplate } from '../../src/domain/sms-template';
import { kavenegarReasons } from '../../src/domain/sms-text';
import { startFakeKavenegar, type FakeKavenegar } from './fake-kavenegar';
import { createClient, tokensOf, type Tokens } from './fixtures';
import { startTestServer, type TestServer } from './harness';
import { call } from './http';
import { manualClock, until } from './manual-clock';

interface Listed { id: number; state: string; reason: string | null; text: string; createdAt: string }

const clock = manualClock();
let kavenegar: FakeKavenegar;
let server: TestServer;
let tokens: Tokens;
let zahra: number;
let other: number;

beforeAll(async () => {
  kavenegar = await startFakeKavenegar('history-key');
  server = await startTestServer({ smsProvider: 'kavenegar', smsApiKey: 'history-key', smsSender: '10004346', smsApiBase: kavenegar.base, smsClock: clock });
  tokens = await tokensOf(server);
  zahra = await createClient(server, tokens.Reception, { firstName: 'زهرا', lastName: 'محمدی', phoneNumber: '09123330001' });
  other = await createClient(server, tokens.Reception, { phoneNumber: '09123330002' });
});
afterAll(async () => {
  await server?.close();
  await kavenegar?.close();
});

const send = (clientId: number, text: string, phoneNumber: string) =>
  call<{ id: number }>(server.apiUrl, 'POST', `Client/send-sms/${clientId}`, { token: tokens.Reception, body: { phoneNumber, text } });
const stateOf = async (id: number) => (await server.sql.one<{ status: string }>(sql`SELECT status FROM sms_messages WHERE id = ${id}`))?.status;
const settled = (id: number, state: string) => until(async () => ((await stateOf(id)) === state ? true : undefined), `message ${id} ${state}`);
const history = (clientId: number, token: string) => call<Listed[]>(server.apiUrl, 'GET', `Client/sms/${clientId}`, { token });

describe("a patient's SMS history", () => {
  it('shows each message with its state and reason, newest first, to every staff role', async () => {
    const reminder = fillSmsTemplate('{نام} {نام خانوادگی} عزیز، نوبت شما فردا است.', { firstName: 'زهرا', lastName: 'محمدی' });
    const delivered = (await send(zahra, reminder, '09123330001')).body.result.id;
    await settled(delivered, 'sent');
    const localId = (await server.sql.one<{ local_id: string }>(sql`SELECT local_id FROM sms_messages WHERE id = ${delivered}`))!.local_id;
    kavenegar.statusOf.set(localId, 10);
    clock.advance(60_000);
    await settled(delivered, 'delivered');

    kavenegar.refuse = 418;
    const refused = (await send(zahra, 'پیام دوم', '09123330001')).body.result.id;
    await settled(refused, 'failed');
    kavenegar.refuse = undefined;
    await send(other, 'پیام بیمار دیگر', '09123330002');

    for (const role of staffRoles) {
      const answer = await history(zahra, tokens[role]);
      expect(answer.status, role).toBe(200);
      expect(answer.body.result.map((m) => [m.state, m.reason, m.text]), role).toEqual([
        ['failed', kavenegarReasons[418], `پیام دوم\n${defaultSmsSignature}`],
        ['delivered', null, `زهرا محمدی عزیز، نوبت شما فردا است.\n${defaultSmsSignature}`],
      ]);
    }
    const [newest, oldest] = (await history(zahra, tokens.Reception)).body.result;
    expect(Date.parse(newest!.createdAt)).toBeGreaterThanOrEqual(Date.parse(oldest!.createdAt));
  });

  it('is refused to a Kiosk and to no one signed in', async () => {
    expect((await history(zahra, tokens.Kiosk)).status).toBe(403);
    expect((await call(server.apiUrl, 'GET', `Client/sms/${zahra}`)).status).toBe(401);
  });
});

// The daily SMS limits (SMS_LIMIT_PER_NUMBER, SMS_LIMIT_PER_USER): past them a send is refused
// with 429 and a Persian message, and nothing is stored or sent. Before, one helper token sent 330
// messages to one number in 6.8 s, 100 per sync/batch request: a batch counts the same way.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { smsText } from '../../src/domain/sms-text';
import { createClient, serverWithTokens } from './fixtures';
import { call } from './http';

const s = serverWithTokens({ smsPerNumberPerDay: 5, smsPerUserPerDay: 12 });

const sendAs = (token: string, clientId: number, phoneNumber: string) =>
  call(s.server.apiUrl, 'POST', `Client/send-sms/${clientId}`, { token, body: { phoneNumber, text: 'یادآوری نوبت' } });
const stored = async () => (await s.server.sql.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM sms_messages`))!.n;

describe('SMS limits per day', () => {
  it('refuses the 6th message to one number with 429, whoever sends it, and stores nothing', async () => {
    const clientId = await createClient(s.server, s.tokens.Reception);
    for (let i = 0; i < 3; i += 1) expect((await sendAs(s.tokens.Reception, clientId, '09120000001')).status).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await sendAs(s.tokens.helper, clientId, '09120000001')).status).toBe(200);
    const before = await stored();
    const refused = await sendAs(s.tokens.helper, clientId, '09120000001');
    expect([refused.status, refused.body.message]).toEqual([429, smsText.perNumberLimit]);
    expect(await stored()).toBe(before);
    // Another number is still open.
    expect((await sendAs(s.tokens.helper, clientId, '09120000002')).status).toBe(200);
  });

  it('a sync/batch of 100 sends counts message by message: the user limit holds inside it', async () => {
    const clientId = await createClient(s.server, s.tokens.Reception);
    const operations = Array.from({ length: 100 }, (_, i) => ({
      method: 'post', path: `Client/send-sms/${clientId}`, idempotencyKey: randomUUID(),
      body: { phoneNumber: `0913${String(i).padStart(7, '0')}`, text: 'یادآوری' },
    }));
    const answer = await call<{ answers: { status: number; body: { message: string } }[] }>(s.server.apiUrl, 'POST', 'sync/batch', { token: s.tokens.helper, body: { operations } });
    expect(answer.status).toBe(200);
    const statuses = answer.body.result.answers.map((a) => a.status);
    // helper sent 3 above; 12 a day: 9 more here, then 91 refusals.
    expect(statuses.filter((status) => status === 200)).toHaveLength(9);
    expect(statuses.slice(9).every((status) => status === 429)).toBe(true);
    expect(answer.body.result.answers[9]!.body.message).toBe(smsText.perUserLimit);
    expect(answer.body.result.answers[0]!.body.message).toBe(messages.smsSent);
    const helperRows = await s.server.sql.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM sms_messages m JOIN users u ON u.id = m.user_id WHERE u.user_name = 'helper'`);
    expect(helperRows!.n).toBe(12);
  });
});

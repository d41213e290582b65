// Deleting a patient deletes their messages, number and text with them (a message tied to no patient
// would be kept forever); another patient's messages stay.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClient, serverWithTokens } from './fixtures';
import { call } from './http';

const s = serverWithTokens();

describe('deleting a client', () => {
  it('deletes the number and text of every message sent to them', async () => {
    const gone = await createClient(s.server, s.tokens.Reception, { phoneNumber: '09351112233' });
    const kept = await createClient(s.server, s.tokens.Reception, { phoneNumber: '09354445566' });
    for (const [clientId, phoneNumber] of [[gone, '09351112233'], [gone, '09351112233'], [kept, '09354445566']] as const) {
      const sent = await call(s.server.apiUrl, 'POST', `Client/send-sms/${clientId}`, { token: s.tokens.Reception, body: { phoneNumber, text: 'جواب آزمایش شما آماده است' } });
      expect(sent.status).toBe(200);
    }
    expect((await call(s.server.apiUrl, 'DELETE', `Client/${gone}`, { token: s.tokens.Reception })).status).toBe(200);

    const rows = await s.server.sql.rows<{ phone_number: string; text: string }>(sql`SELECT phone_number, text FROM sms_messages`);
    expect(rows.map((r) => r.phone_number)).toEqual(['09354445566']);
    expect((await call(s.server.apiUrl, 'GET', `Client/sms/${gone}`, { token: s.tokens.Reception })).status).toBe(404);
    expect((await call<unknown[]>(s.server.apiUrl, 'GET', `Client/sms/${kept}`, { token: s.tokens.Reception })).body.result).toHaveLength(1);
  });
});

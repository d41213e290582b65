// A 500 is logged with the request id, route, status and error class, never a field value: the
// driver's error quotes the query's parameters (names, national codes, phones, argon2 hashes).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { call } from './http';
import { clientBody, serverWithTokens } from './fixtures';

const lines: string[] = [];
const s = serverWithTokens({ quiet: false, logSink: (line) => lines.push(line) });

describe('the log of a 500', () => {
  it('names the request, route, status and error class, and no field of the body', async () => {
    // A fault the database raises on every new client: the kind of 500 nobody planned for.
    await s.server.sql.rows(sql`ALTER TABLE clients ADD CONSTRAINT test_fault CHECK (length(national_code) = 3) NOT VALID`);
    const body = clientBody({ firstName: 'نگار', lastName: 'رستمی', address: 'کرج، خیابان بهار', phoneNumber: '09351112233' });
    const answer = await call(s.server.apiUrl, 'POST', 'Client', { token: s.tokens.Reception, body });
    await s.server.sql.rows(sql`ALTER TABLE clients DROP CONSTRAINT test_fault`);
    expect(answer.status).toBe(500);
    expect(answer.body.message).toBe(messages.serverError);
    const requestId = answer.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const log = lines.join('\n');
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const failed = entries.find((entry) => entry.event === 'request failed');
    expect(failed).toMatchObject({ level: 'error', requestId, method: 'POST', route: '/api/v1/client', status: 500 });
    expect(failed?.error).toMatch(/^\w+/);
    expect(Date.parse(String(failed?.time))).not.toBeNaN();
    // The access line of the same request names who asked, never what they sent.
    expect(entries.find((entry) => entry.event === 'request' && entry.requestId === requestId)).toMatchObject({ status: 500, role: 'Reception' });
    for (const value of [body.firstName, body.lastName, body.address, body.phoneNumber, body.nationalCode, body.fatherName, body.localId, 'INSERT']) {
      expect(log, value).not.toContain(value);
    }
  });
});

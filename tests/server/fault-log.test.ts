// A 500 is logged with the request id, route, status and error class, never a field value: the
// driver's error quotes the query's parameters (names, national codes, phones, argon2 hashes).
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../src/domain/messages';
import { call } from './http';
import { clientBody, serverWithTokens } from './fixtures';

const s = serverWithTokens({ quiet: false });
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the log of a 500', () => {
  it('names the request, route, status and error class, and no field of the body', async () => {
    // A fault the database raises on every new client: the kind of 500 nobody planned for.
    await s.server.sql.rows(sql`ALTER TABLE clients ADD CONSTRAINT test_fault CHECK (length(national_code) = 3) NOT VALID`);
    const lines: string[] = [];
    for (const method of ['error', 'log', 'warn', 'info'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => { lines.push(args.map(String).join(' ')); });
    }
    const body = clientBody({ firstName: 'نگار', lastName: 'رستمی', address: 'کرج، خیابان بهار', phoneNumber: '09351112233' });
    const answer = await call(s.server.apiUrl, 'POST', 'Client', { token: s.tokens.Reception, body });
    await s.server.sql.rows(sql`ALTER TABLE clients DROP CONSTRAINT test_fault`);
    expect(answer.status).toBe(500);
    expect(answer.body.message).toBe(messages.serverError);
    const requestId = answer.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const log = lines.join('\n');
    expect(log).toContain(`request=${requestId}`);
    expect(log).toContain('POST /api/v1/client status=500');
    expect(log).toMatch(/error=\w+/);
    for (const value of [body.firstName, body.lastName, body.address, body.phoneNumber, body.nationalCode, body.fatherName, body.localId, 'INSERT']) {
      expect(log, value).not.toContain(value);
    }
  });
});

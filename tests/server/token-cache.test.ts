// A valid token costs no database round trip per call, and every revocation still holds from the
// next request: logout, a revoked kiosk, a deleted user, a revocation written straight to the
// tokens table (as a password change does) — in the same process here; in another server process
// on the same PostgreSQL in tests/server-pg/token-cache-two-processes.test.ts.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { serverWithTokens } from './fixtures';
import { list, revocationCases } from './revocation-cases';

describe('one server process', () => {
  const s = serverWithTokens();

  it('answers a known valid token without reading the tokens table', async () => {
    expect((await list(s.server.apiUrl, s.tokens.Research)).status).toBe(200);
    await s.server.sql.rows(sql`ALTER TABLE tokens RENAME TO tokens_away`);
    try {
      expect((await list(s.server.apiUrl, s.tokens.Research)).status).toBe(200);
    } finally {
      await s.server.sql.rows(sql`ALTER TABLE tokens_away RENAME TO tokens`);
    }
  });

  describe('revocation holds from the next request', () => {
    revocationCases(() => ({ a: s.server, b: s.server, tokens: s.tokens }));
  });
});

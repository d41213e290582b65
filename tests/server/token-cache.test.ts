// A valid token costs no database round trip per call, and every revocation still holds from the
// next request: logout, a revoked kiosk, a deleted user, a revocation written straight to the
// tokens table (as a password change does) — in the same process here; in another server process
// on the same PostgreSQL in tests/server-pg/token-cache-two-processes.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from './harness';
import { tokensOf, type Tokens } from './fixtures';
import { list, revocationCases } from './revocation-cases';

describe('one server process', () => {
  let server: TestServer;
  let tokens: Tokens;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensOf(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers a known valid token without reading the tokens table', async () => {
    expect((await list(server.apiUrl, tokens.Research)).status).toBe(200);
    await server.sql.rows(sql`ALTER TABLE tokens RENAME TO tokens_away`);
    try {
      expect((await list(server.apiUrl, tokens.Research)).status).toBe(200);
    } finally {
      await server.sql.rows(sql`ALTER TABLE tokens_away RENAME TO tokens`);
    }
  });

  describe('revocation holds from the next request', () => {
    revocationCases(() => ({ a: server, b: server, tokens }));
  });
});

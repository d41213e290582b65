// Going back to a savepoint (what a keyed call does when its handler's statement failed and the
// refusal is to be kept) undoes the statements since and the effects they asked for: an effect
// asked for after it (removing a client's files, say) must not run at the commit, its undo must.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('a savepoint gone back to', () => {
  it('keeps what came before it, undoes the failed statements and the effects asked for since', async () => {
    const seen: string[] = [];
    const key = `savepoint-${Date.now()}`;
    await server.sql.tx(async (tx) => {
      await tx.rows(sql`INSERT INTO idempotency (owner, key, request_hash) VALUES ('test', ${key}, 'before')`);
      tx.afterCommit(() => seen.push('effect before'));
      const back = await tx.savepoint();
      tx.afterCommit(() => seen.push('effect since'), () => seen.push('undo since'));
      await expect(tx.rows(sql`INSERT INTO idempotency (owner, key, request_hash) VALUES ('test', ${key}, 'again')`)).rejects.toThrow();
      await back();
      await tx.rows(sql`UPDATE idempotency SET request_hash = 'after' WHERE owner = 'test' AND key = ${key}`);
    });
    expect(seen).toEqual(['undo since', 'effect before']);
    expect(await server.sql.rows(sql`SELECT request_hash FROM idempotency WHERE owner = 'test' AND key = ${key}`)).toEqual([{ request_hash: 'after' }]);
  });
});

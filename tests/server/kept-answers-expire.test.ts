// Kept answers (Idempotency-Key) expire while the server runs, not only when it starts: a key 60
// days old still replayed on a server up for weeks, and the table grows by every keyed write.
// Here the purge runs every 200 ms; a 46-day-old answer goes, a fresh one stays, no restart.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serverWithTokens } from './fixtures';

const s = serverWithTokens({ answersPurge: { firstAfterMs: 200, everyMs: 200 } });

const kept = async (key: string) =>
  (await s.server.sql.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM idempotency WHERE key = ${key}`))[0]!.n;

describe('kept answers', () => {
  it('older than 45 days are purged while the server runs; a fresh one stays', async () => {
    await s.server.sql.rows(sql`INSERT INTO idempotency (owner, key, request_hash, status, body, created_at)
      VALUES ('user:1', 'old-key', 'h', 201, '{}'::jsonb, now() - interval '46 days'),
             ('user:1', 'fresh-key', 'h', 201, '{}'::jsonb, now() - interval '1 day')`);
    await expect.poll(() => kept('old-key')).toBe(0);
    expect(await kept('fresh-key')).toBe(1);
  });
});

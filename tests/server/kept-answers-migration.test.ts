// Migration 018 on kept answers stored before it: each is given the clients it holds (a client's
// national code shown, a record's clientId), a sync/batch's answer is marked as made of parts, and
// an answer that holds no client names none; the answers themselves are untouched.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseBefore } from './migration-before';

describe('migration 018 (kept answers name their clients)', () => {
  it('names the clients each kept answer holds', async () => {
    const older = await databaseBefore('018_');
    try {
      const { db } = older;
      const [a, b] = await db.rows<{ id: number }>(sql`INSERT INTO clients (national_code, data) VALUES ('0012345679', '{}'::jsonb), ('0023456781', '{}'::jsonb) RETURNING id`);
      const answers: Record<string, unknown> = {
        search: { statusCode: 200, result: { id: a!.id, nationalCode: '0012345679', firstName: 'مریم' } },
        record: { statusCode: 200, result: { id: 90, clientId: b!.id, job: 'معلم' } },
        batch: { statusCode: 200, result: { answers: [{ status: 200, body: { result: { id: b!.id, nationalCode: '0023456781' } } }, { status: 404, body: { result: null } }] } },
        created: { statusCode: 201, result: { id: 7, localId: 'x', version: 1 } },
      };
      for (const [key, body] of Object.entries(answers)) {
        await db.rows(sql`INSERT INTO idempotency (owner, key, request_hash, status, body) VALUES ('user:1', ${key}, 'h', 200, ${JSON.stringify(body)}::jsonb)`);
      }
      await db.rows(sql`INSERT INTO idempotency (owner, key, request_hash) VALUES ('user:1', 'reserved', 'h')`);
      await older.apply();
      const rows = await db.rows<{ key: string; client_ids: number[] | null; parts: boolean; body: unknown }>(sql`SELECT key, client_ids, parts, body FROM idempotency ORDER BY key`);
      expect(rows.map((r) => [r.key, r.client_ids, r.parts])).toEqual([
        ['batch', [b!.id], true], ['created', [], false], ['record', [b!.id], false], ['reserved', null, false], ['search', [a!.id], false],
      ]);
      for (const row of rows) if (row.key in answers) expect(row.body).toEqual(answers[row.key]);
    } finally {
      await older.close();
    }
  });
});

// The Idempotency-Keys of many writes at once (sync/batch's creates applied together): reserved
// in one statement and answered in one, inside the transaction that makes their rows, with the
// same rows and meaning as idempotency.ts gives one key. A key already held (answered before, a
// request at work on it, a reservation a killed process left) is not reserved here: its write
// goes through the one-call path, which answers it as it always has.
import { sql } from 'drizzle-orm';
import type { Sql } from '../db/sql';

export interface KeyedWrite {
  key: string;
  hash: string;
}

/** The keys this transaction now holds. */
export async function reserveKeys(tx: Sql, owner: string, writes: KeyedWrite[]): Promise<Set<string>> {
  const rows = await tx.rows<{ key: string }>(sql`INSERT INTO idempotency (owner, key, request_hash)
    SELECT ${owner}::text, w.key, w.hash FROM jsonb_to_recordset(${JSON.stringify(writes)}::jsonb) AS w(key text, hash text)
    ON CONFLICT DO NOTHING RETURNING key`);
  return new Set(rows.map((row) => row.key));
}

/** Gives back keys reserved here whose writes will not be answered here. */
export async function releaseKeys(tx: Sql, owner: string, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx.rows(sql`DELETE FROM idempotency WHERE owner = ${owner}
    AND key IN (SELECT jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`);
}

/** Keeps each answer with its key (a repeat gets it unchanged). */
export async function storeAnswers(tx: Sql, owner: string, answers: Array<{ key: string; status: number; body: unknown }>): Promise<void> {
  if (answers.length === 0) return;
  await tx.rows(sql`UPDATE idempotency SET status = a.status, body = a.body
    FROM jsonb_to_recordset(${JSON.stringify(answers)}::jsonb) AS a(key text, status integer, body jsonb)
    WHERE idempotency.owner = ${owner} AND idempotency.key = a.key`);
}

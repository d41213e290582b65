// The Idempotency-Keys of many writes at once (sync/batch's creates applied together): reserved
// with their answers in one statement, inside the transaction that makes their rows, with the
// same rows and meaning as idempotency.ts gives one key (a repeat waits on the row's lock until
// the commit, then gets the answer unchanged). A key already held (answered before, a request at
// work on it, a reservation a killed process left) is not reserved here: its write goes through
// the one-call path, which answers it as a lone call is answered.
import { sql } from 'drizzle-orm';
import type { Sql } from '../db/sql';

export interface AnsweredWrite {
  key: string;
  hash: string;
  status: number;
  body: unknown;
  /** The clients the write makes or adds to (kept-answers.ts). */
  clientIds: number[];
}

/** The keys this transaction now holds, each with the answer it is to give. */
export async function reserveKeys(tx: Sql, owner: string, writes: AnsweredWrite[]): Promise<Set<string>> {
  const rows = await tx.rows<{ key: string }>(sql`INSERT INTO idempotency (owner, key, request_hash, status, body, client_ids)
    SELECT ${owner}::text, w.key, w.hash, w.status, w.body, w."clientIds"
    FROM json_to_recordset(${JSON.stringify(writes)}::json) AS w(key text, hash text, status integer, body jsonb, "clientIds" integer[])
    ON CONFLICT DO NOTHING RETURNING key`);
  return new Set(rows.map((row) => row.key));
}

/** Gives back keys reserved here whose writes will not be answered here. */
export async function releaseKeys(tx: Sql, owner: string, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx.rows(sql`DELETE FROM idempotency WHERE owner = ${owner}
    AND key IN (SELECT json_array_elements_text(${JSON.stringify(keys)}::json))`);
}

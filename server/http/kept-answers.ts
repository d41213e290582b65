// Kept answers (Idempotency-Key) and the patients they hold. Each is stored with the clients its
// call read or wrote (store/concerned-clients.ts), and a patient's delete purges every one of
// theirs: the key stays held (a replayed create must not make the patient again, nor a replayed
// SMS send it twice) and answers 404, with no hash of the request left; an answer made of
// answers kept under their own keys (a sync/batch's) goes whole, and its replay is answered from
// those. An answer is stored only while its clients are there (held FOR SHARE until the commit),
// so a delete on another connection cannot pass between what a call read and what it keeps.
import { sql } from 'drizzle-orm';
import { messages } from '../../src/domain/messages';
import type { Sql } from '../db/sql';
import type { ConcernedClients } from '../store/concerned-clients';
import { envelope } from './envelope';

const idsJson = (ids: Iterable<number>) => JSON.stringify([...ids]);
const purgedBody = () => JSON.stringify(envelope(404, messages.notFound));

export interface KeptAnswer {
  owner: string;
  key: string;
  status: number;
  body: unknown;
  concerned: ConcernedClients;
  /** Made of answers each kept under its own key (sync/batch). */
  parts?: boolean;
}

/** Stores the answer reserved under its key, inside the caller's transaction. */
export async function keepAnswer(tx: Sql, answer: KeptAnswer): Promise<void> {
  const { owner, key, concerned } = answer;
  const ids = [...concerned.ids];
  const present = ids.length === 0 ? [] : await tx.rows<{ id: number }>(sql`SELECT id FROM clients
    WHERE id IN (SELECT json_array_elements_text(${idsJson(ids)}::json)::integer) ORDER BY id FOR SHARE`);
  const here = new Set(present.map((row) => row.id));
  // Gone meanwhile (deleted by another call), or, for an answer of parts, by one of them.
  const gone = ids.filter((id) => !here.has(id) && (answer.parts || !concerned.removed.has(id)));
  if (gone.length > 0 && answer.parts) {
    await tx.rows(sql`DELETE FROM idempotency WHERE owner = ${owner} AND key = ${key}`);
  } else if (gone.length > 0) {
    await tx.rows(sql`UPDATE idempotency SET status = 404, body = ${purgedBody()}::jsonb, request_hash = NULL, client_ids = NULL
      WHERE owner = ${owner} AND key = ${key}`);
  } else {
    await tx.rows(sql`UPDATE idempotency SET status = ${answer.status}, body = ${JSON.stringify(answer.body)}::jsonb,
      client_ids = ARRAY(SELECT json_array_elements_text(${idsJson(ids)}::json)::integer), parts = ${answer.parts ?? false}
      WHERE owner = ${owner} AND key = ${key}`);
  }
}

/** Purges the kept answers that hold this client, inside the transaction that deletes them. */
export async function forgetClient(tx: Sql, clientId: number): Promise<void> {
  await tx.rows(sql`DELETE FROM idempotency WHERE client_ids @> ARRAY[${clientId}::integer] AND parts`);
  await tx.rows(sql`UPDATE idempotency SET status = 404, body = ${purgedBody()}::jsonb, request_hash = NULL, client_ids = NULL, parts = false
    WHERE client_ids @> ARRAY[${clientId}::integer]`);
}

// What the server holds once quiet, read straight from PostgreSQL: the run's clients per key (a
// unique last name) and their records per kind, counted (the checker wants each exactly once).
import pg from 'pg';
import type { RecordKind } from './check';

async function query<Row extends pg.QueryResultRow>(url: string, text: string, values: unknown[]): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Rows in `clients` per last name starting with `prefix`. */
export async function serverRows(url: string, prefix: string): Promise<Record<string, number>> {
  const rows = await query<{ key: string; n: number }>(url,
    `SELECT data->>'lastName' AS key, count(*)::int AS n FROM clients WHERE data->>'lastName' LIKE $1 GROUP BY 1`, [`${prefix}%`]);
  return Object.fromEntries(rows.map((row) => [row.key, row.n]));
}

/** The server's record kinds the run writes: a photo of a document, the breast health form. */
const kindsOfRecord: Record<string, RecordKind> = { document: 'photo', personalDocument: 'photo', screeningTest: 'form' };

/** Rows in `records` per `${kind}:${key}` on the run's clients, and SMS per `sms:${key}` (the
 *  run's texts name the client's key: the SMS log keeps a phone, not a client). */
export async function recordRows(url: string, prefix: string): Promise<Record<string, number>> {
  const rows = await query<{ key: string; kind: string; n: number }>(url,
    `SELECT c.data->>'lastName' AS key, r.kind, count(*)::int AS n FROM records r JOIN clients c ON c.id = r.client_id
     WHERE c.data->>'lastName' LIKE $1 AND r.kind = ANY($2) GROUP BY 1, 2`, [`${prefix}%`, Object.keys(kindsOfRecord)]);
  const counts: Record<string, number> = {};
  for (const row of rows) {
    const id = `${kindsOfRecord[row.kind]!}:${row.key}`;
    counts[id] = (counts[id] ?? 0) + row.n;
  }
  const texts = await query<{ text: string }>(url, `SELECT text FROM sms_messages WHERE text LIKE $1`, [`%${prefix}%`]);
  for (const { text } of texts) {
    for (const key of text.match(new RegExp(`${prefix}\\S+`, 'g')) ?? []) counts[`sms:${key}`] = (counts[`sms:${key}`] ?? 0) + 1;
  }
  return counts;
}

/** The address each of the run's clients has on the server, per key. */
export async function addressRows(url: string, prefix: string): Promise<Record<string, string>> {
  const rows = await query<{ key: string; address: string }>(url,
    `SELECT data->>'lastName' AS key, data->>'address' AS address FROM clients WHERE data->>'lastName' LIKE $1`, [`${prefix}%`]);
  return Object.fromEntries(rows.map((row) => [row.key, row.address]));
}

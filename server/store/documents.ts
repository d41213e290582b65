// The document row behind a stored file name (getfile answers only files a record still names).
import { sql } from 'drizzle-orm';
import type { Sql } from '../db/sql';
import { recordOf, type StoredRecord } from './records';

export async function findDocumentByFile(db: Sql, fileName: string): Promise<StoredRecord | undefined> {
  const row = await db.one<Parameters<typeof recordOf>[0]>(sql`SELECT id, client_id, local_id, data, version, created_at, updated_at
    FROM records WHERE kind IN ('document', 'personalDocument') AND data->>'fileName' = ${fileName}`);
  return row && recordOf(row);
}

/** Which of these file names a document record names. */
export async function namedFiles(db: Sql, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db.rows<{ file_name: string }>(sql`SELECT data->>'fileName' AS file_name FROM records
    WHERE kind IN ('document', 'personalDocument') AND data->>'fileName' IN (${sql.join(names.map((name) => sql`${name}`), sql`, `)})`);
  return new Set(rows.map((row) => row.file_name));
}

/** Whether a document of this client has this id (an examination's `documentId`). */
export async function isDocumentOf(db: Sql, clientId: number, documentId: number): Promise<boolean> {
  const row = await db.one(sql`SELECT id FROM records
    WHERE id = ${documentId} AND client_id = ${clientId} AND kind IN ('document', 'personalDocument')`);
  return row !== undefined;
}

// The document row behind a stored file name (getfile answers only files a record still names).
import { sql } from 'drizzle-orm';
import type { Sql } from '../db/sql';
import { recordOf, type StoredRecord } from './records';

export async function findDocumentByFile(db: Sql, fileName: string): Promise<StoredRecord | undefined> {
  const row = await db.one<Parameters<typeof recordOf>[0]>(sql`SELECT id, client_id, local_id, data, version, created_at, updated_at
    FROM records WHERE kind IN ('document', 'personalDocument') AND data->>'fileName' = ${fileName}`);
  return row && recordOf(row);
}

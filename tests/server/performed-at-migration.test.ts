// Migration 024 on a database written before it: each clinical record gets the day it was typed
// (the tablet's `date` at the clinic, else when the server made it) as the day it was done, in
// the column the lists order by and in the record the tablets read; documents get none.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseBefore } from './migration-before';

describe('migration 024 (the day a clinical record was done)', () => {
  it('gives the records made before it their typing date', async () => {
    const older = await databaseBefore('024_');
    try {
      const { db } = older;
      const [client] = await db.rows<{ id: number }>(sql`INSERT INTO clients (national_code, data) VALUES ('0012345679', '{}'::jsonb) RETURNING id`);
      await db.rows(sql`INSERT INTO records (kind, client_id, data, created_at) VALUES
        ('examination', ${client!.id}, ${JSON.stringify({ type: 0, birads: 2, date: '2025-03-09T21:00:00.000Z' })}::jsonb, '2025-04-01T08:00:00Z'),
        ('diseaseData', ${client!.id}, ${JSON.stringify({ job: 'معلم' })}::jsonb, '2025-05-20T22:00:00Z'),
        ('document', ${client!.id}, ${JSON.stringify({ fileName: 'a.jpg' })}::jsonb, '2025-05-20T08:00:00Z')`);
      await older.apply();
      const rows = await db.rows<{ kind: string; performed_at: string | null; performed: string | null; version: number }>(sql`
        SELECT kind, performed_at::text AS performed_at, data->>'performedAt' AS performed, version FROM records ORDER BY id`);
      expect(rows).toEqual([
        // Typed at 00:30 on 10 March in Tehran (21:00 UTC the day before): the tablet's day.
        { kind: 'examination', performed_at: '2025-03-10', performed: '2025-03-10', version: 1 },
        // No tablet date: when the server made it, at the clinic (01:30 on 21 May in Tehran).
        { kind: 'diseaseData', performed_at: '2025-05-21', performed: '2025-05-21', version: 1 },
        { kind: 'document', performed_at: null, performed: null, version: 1 },
      ]);
    } finally {
      await older.close();
    }
  });
});

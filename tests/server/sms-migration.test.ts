// Migration 015 on a database written before it, whose SMS log rows have no patient. Each is
// tied to the client who has its number; a row whose number no client has any more belongs to a
// patient already deleted, and goes (else its number and text would stay forever).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseBefore } from './migration-before';

describe('migration 015 (the SMS outbox)', () => {
  it('ties the old messages to their clients and removes those of deleted patients', async () => {
    const older = await databaseBefore('015_');
    try {
      const { db } = older;
      await db.rows(sql`INSERT INTO clients (national_code, data) VALUES ('0012345679', ${JSON.stringify({ phoneNumber: '09121111111' })}::jsonb)`);
      await db.rows(sql`INSERT INTO sms_messages (phone_number, text, status) VALUES
        ('09121111111', 'to a client still here', 'sent'), ('09129999999', 'to a patient deleted since', 'recorded')`);
      await older.apply();
      const rows = await db.rows<{ text: string; client_id: number | null; local_id: string }>(sql`SELECT text, client_id, local_id FROM sms_messages`);
      const [client] = await db.rows<{ id: number }>(sql`SELECT id FROM clients`);
      expect(rows.map((r) => [r.text, r.client_id])).toEqual([['to a client still here', client!.id]]);
      expect(rows[0]!.local_id).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await older.close();
    }
  });
});

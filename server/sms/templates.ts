// SMS templates (issue 36 §7): SuperAdmin's texts that every station reads. No patient data.
import { sql } from 'drizzle-orm';
import type { SmsTemplate, SmsTemplateInput } from '../../src/domain/sms-template';
import type { Sql } from '../db/sql';

interface TemplateRow { id: number; title: string; text: string; updated_at: string | Date }

const shaped = (row: TemplateRow): SmsTemplate => ({ id: row.id, title: row.title, text: row.text, updatedAt: new Date(row.updated_at).toISOString() });

/** By title, so the dialog's choice reads like a list a person keeps. */
export async function listTemplates(db: Sql): Promise<SmsTemplate[]> {
  const rows = await db.rows<TemplateRow>(sql`SELECT id, title, text, updated_at FROM sms_templates ORDER BY title, id`);
  return rows.map(shaped);
}

export async function addTemplate(db: Sql, input: SmsTemplateInput, userId: number): Promise<SmsTemplate> {
  const row = await db.one<TemplateRow>(sql`
    INSERT INTO sms_templates (title, text, updated_by) VALUES (${input.title}, ${input.text}, ${userId})
    RETURNING id, title, text, updated_at`);
  return shaped(row!);
}

/** Undefined when no template has that id. */
export async function changeTemplate(db: Sql, id: number, input: SmsTemplateInput, userId: number): Promise<SmsTemplate | undefined> {
  const row = await db.one<TemplateRow>(sql`
    UPDATE sms_templates SET title = ${input.title}, text = ${input.text}, updated_by = ${userId}, updated_at = now()
    WHERE id = ${id} RETURNING id, title, text, updated_at`);
  return row && shaped(row);
}

export async function removeTemplate(db: Sql, id: number): Promise<boolean> {
  return (await db.one(sql`DELETE FROM sms_templates WHERE id = ${id} RETURNING id`)) !== undefined;
}

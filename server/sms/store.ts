// Recording a message in the outbox, under the daily limits, and reading a client's messages.
// The limits are counted over the last 24 hours under one advisory lock, so two sends at once
// (two tablets, two server processes, a batch) cannot both take the last place.
import { sql } from 'drizzle-orm';
import { smsText, type SmsState } from '../../src/domain/sms-text';
import type { Sql } from '../db/sql';
import { HttpFailure } from '../http/failure';
import { concerns } from '../store/concerned-clients';

export interface SmsLimits { perNumber: number; perUser: number }
export interface NewSms { clientId: number | null; userId: number; phoneNumber: string; text: string; localId?: string; state: SmsState; provider: string | null }
export interface SmsRow { id: number; state: SmsState; reason: string | null; text: string; createdAt: string; updatedAt: string }

const smsLimitLock = 727034;

/** The stored message's id and state; a repeat of a local id already stored answers that one.
 * A message sent without its client (an older tablet) is tied to the client who has its number,
 * so deleting that patient deletes it too. */
export function recordSms(db: Sql, sms: NewSms, limits: SmsLimits): Promise<{ id: number; state: SmsState }> {
  return db.tx(async (tx) => {
    if (sms.localId) {
      const known = await tx.one<{ id: number; state: SmsState; client_id: number | null }>(sql`SELECT id, status AS state, client_id
        FROM sms_messages WHERE local_id = ${sms.localId}`);
      if (known?.client_id) concerns(known.client_id);
      if (known) return { id: known.id, state: known.state };
    }
    await tx.rows(sql`SELECT pg_advisory_xact_lock(${smsLimitLock})`);
    const counts = await tx.one<{ number: number; user: number }>(sql`
      SELECT count(*) FILTER (WHERE phone_number = ${sms.phoneNumber})::int AS number, count(*) FILTER (WHERE user_id = ${sms.userId})::int AS user
      FROM sms_messages WHERE created_at > now() - interval '1 day'`);
    if ((counts?.number ?? 0) >= limits.perNumber) throw new HttpFailure(429, smsText.perNumberLimit);
    if ((counts?.user ?? 0) >= limits.perUser) throw new HttpFailure(429, smsText.perUserLimit);
    const clientId = sms.clientId ?? sql`(SELECT min(id) FROM clients WHERE data->>'phoneNumber' = ${sms.phoneNumber})`;
    const row = await tx.one<{ id: number; state: SmsState; client_id: number | null }>(sql`
      INSERT INTO sms_messages (client_id, user_id, phone_number, text, status, provider, local_id)
      VALUES (${clientId}, ${sms.userId}, ${sms.phoneNumber}, ${sms.text}, ${sms.state}, ${sms.provider}, coalesce(${sms.localId ?? null}, gen_random_uuid()::text))
      RETURNING id, status AS state, client_id`);
    if (row!.client_id) concerns(row!.client_id);
    return { id: row!.id, state: row!.state };
  });
}

export function smsOfClient(db: Sql, clientId: number): Promise<SmsRow[]> {
  return db.rows<SmsRow>(sql`
    SELECT id, status AS state, error AS reason, text, created_at AS "createdAt", updated_at AS "updatedAt"
    FROM sms_messages WHERE client_id = ${clientId} ORDER BY id DESC LIMIT 50`);
}

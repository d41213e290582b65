// The outbox's statements. A round claims due rows with FOR UPDATE SKIP LOCKED and marks them
// 'sending' until a lease ends, so several server processes on one PostgreSQL never take one
// message twice; a settle names the lease it holds, so a process whose lease ran out (and whose
// row another took over) changes nothing. A message never tried is due at once, whatever the
// loop's clock says (a test's clock may stand behind the database's).
import { sql } from 'drizzle-orm';
import type { Sql } from '../db/sql';
import type { SmsState } from '../../src/domain/sms-text';

export interface ClaimedSms {
  id: number; local_id: string; phone_number: string; text: string; attempts: number;
  /** 'queued': never sent; 'unanswered' or 'sending' (a lease that ran out): sent, outcome unknown;
   *  'sent': taken by the provider, asked about its delivery. */
  was: 'queued' | 'unanswered' | 'sending' | 'sent';
}

const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

export function claimDue(db: Sql, now: number, leaseUntil: number, limit: number): Promise<ClaimedSms[]> {
  return db.rows<ClaimedSms>(sql`
    WITH due AS (
      SELECT id, status AS was FROM sms_messages
      WHERE (status = 'queued' AND attempts = 0) OR (status IN ('queued', 'unanswered') AND next_attempt_at <= ${at(now)})
        OR (status = 'sending' AND claimed_until < ${at(now)})
      ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED
    )
    UPDATE sms_messages m SET status = 'sending', claimed_until = ${at(leaseUntil)}, attempts = m.attempts + 1, updated_at = now()
    FROM due WHERE m.id = due.id
    RETURNING m.id, m.local_id, m.phone_number, m.text, m.attempts, due.was`);
}

export interface Settle { state: SmsState; reason?: string | null; providerId?: string; nextAttemptAt?: number }

/** True when this process still held the row. */
export async function settle(db: Sql, id: number, leaseUntil: number, to: Settle): Promise<boolean> {
  const rows = await db.rows(sql`
    UPDATE sms_messages SET status = ${to.state}, error = ${to.reason ?? null}, provider_id = coalesce(${to.providerId ?? null}, provider_id),
      next_attempt_at = coalesce(${to.nextAttemptAt === undefined ? null : new Date(to.nextAttemptAt).toISOString()}::timestamptz, next_attempt_at),
      claimed_until = NULL, updated_at = now()
    WHERE id = ${id} AND status = 'sending' AND claimed_until = ${at(leaseUntil)} RETURNING id`);
  return rows.length > 0;
}

/** Sent messages of a provider that reports delivery, young enough to ask about, and due:
 * their next look moves a lease ahead, so two processes do not ask about one at once. */
export function claimFollowUps(db: Sql, provider: string, now: number, leaseUntil: number, limit: number): Promise<ClaimedSms[]> {
  return db.rows<ClaimedSms>(sql`
    WITH due AS (
      SELECT id FROM sms_messages WHERE status = 'sent' AND provider = ${provider} AND next_attempt_at <= ${at(now)}
        AND created_at > now() - interval '2 days'
      ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED
    )
    UPDATE sms_messages m SET next_attempt_at = ${at(leaseUntil)} FROM due WHERE m.id = due.id
    RETURNING m.id, m.local_id, m.phone_number, m.text, m.attempts, 'sent' AS was`);
}

/** What the provider reported of a sent message: delivered or not, or look again at `next`. */
export async function reported(db: Sql, id: number, to: { state: 'delivered' | 'failed'; reason?: string } | { next: number }): Promise<void> {
  if ('next' in to) {
    await db.rows(sql`UPDATE sms_messages SET next_attempt_at = ${at(to.next)} WHERE id = ${id} AND status = 'sent'`);
    return;
  }
  await db.rows(sql`UPDATE sms_messages SET status = ${to.state}, error = ${to.reason ?? null}, updated_at = now() WHERE id = ${id} AND status = 'sent'`);
}

/** When the next row falls due (ms), or undefined when none waits; `followUps`: the provider
 * whose sent messages are asked about. */
export async function nextDue(db: Sql, followUps: string | undefined): Promise<number | undefined> {
  const row = await db.one<{ due: string | Date | null }>(sql`
    SELECT min(CASE WHEN status = 'sending' THEN claimed_until ELSE next_attempt_at END) AS due
    FROM sms_messages WHERE status IN ('queued', 'unanswered', 'sending')
      OR (status = 'sent' AND provider = ${followUps ?? ''} AND created_at > now() - interval '2 days')`);
  return row?.due ? new Date(row.due).getTime() : undefined;
}

// An SMS to a client (000 §7, 001 §7), queued like any write. The fixed reception signature is
// appended by the server, once, for every sender (server/routes/sms.ts), so the tablet sends the
// text as typed and only shows the signature under the box.
// Online, the seeds (000 §8, 001 §8) show the server's answer: the dialog asks the engine to send
// now and waits for this message's outcome a while; offline or without an answer in time it says
// the message will go when the tablet is online, and app/'s watcher toasts the outcome then.
import { claimEntryNotice, localDb, saveRecord, waitForEntryOutcome, type ClinicDb } from '../../db/index';
import { appSyncEngine } from '../../sync/index';

export const smsAnswerWaitMs = 10_000;

/** 'told-elsewhere': the outcome came and app/'s watcher already showed it. */
export type SmsOutcome = { kind: 'sent' } | { kind: 'failed'; message: string } | { kind: 'queued' } | { kind: 'told-elsewhere' };

export async function queueSms(clientLocalId: string, phoneNumber: string, text: string, db: ClinicDb = localDb()): Promise<string> {
  return saveRecord(db, 'sms', clientLocalId, { phoneNumber, text: text.trim() });
}

export async function sendSms(
  clientLocalId: string, phoneNumber: string, text: string,
  { online, waitMs = smsAnswerWaitMs, db = localDb() }: { online: boolean; waitMs?: number; db?: ClinicDb },
): Promise<SmsOutcome> {
  const localId = await queueSms(clientLocalId, phoneNumber, text, db);
  const engine = appSyncEngine();
  if (!online || !engine || engine.status().phase === 'needs-sign-in') return { kind: 'queued' };
  void engine.syncNow().catch(() => {});
  const outcome = await waitForEntryOutcome(db, localId, waitMs);
  if (outcome.state === 'waiting') return { kind: 'queued' };
  if (!(await claimEntryNotice(db, outcome.entry.id))) return { kind: 'told-elsewhere' };
  return outcome.state === 'done' ? { kind: 'sent' } : { kind: 'failed', message: outcome.entry.lastError?.message ?? '' };
}

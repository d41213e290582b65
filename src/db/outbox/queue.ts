// The queue's entries and the transitions the replay makes (style.md: Workbox's QueueDb layer).
// The repositories add entries inside their own transactions; the sync engine moves them through
// their states only through these functions.
import { uuidV7 } from '../../domain/uuid-v7';
import { clientLabelOf } from './client-label';
import { plainRowsBetween } from '../crypto/index';
import type { ClinicDb } from '../store/index';
import { outboxUser } from './current-user';
import { clearSending, leaveSending, sendingSeqs } from './sending';
import type { OutboxEntry, OutboxState } from '../store/index';

export type NewEntry = Pick<OutboxEntry, 'operation' | 'table' | 'localId' | 'chain'> &
  Partial<Pick<OutboxEntry, 'dependsOn' | 'payload' | 'baseVersion' | 'base' | 'announce'>>;

/** States in which an entry still has work to do (and protects its record from the pull). */
export const waitingStates: readonly OutboxState[] = ['pending', 'in-flight', 'conflict'];

/** The entries in one state, in seq order (the [state+seq] index). */
export const stateSpan = (db: ClinicDb, state: OutboxState) => db.outbox.where('[state+seq]').between([state, 0], [state, Infinity]);

/** Adds an entry. Call inside the caller's transaction over `outbox`, beside the record write. */
export async function enqueue(db: ClinicDb, entry: NewEntry, now = Date.now()): Promise<OutboxEntry> {
  const row: OutboxEntry = {
    ...entry,
    id: uuidV7(now),
    attempts: 0,
    nextAttemptAt: 0,
    state: 'pending',
    createdAt: new Date(now).toISOString(),
    userId: outboxUser()?.userId,
    authorName: outboxUser()?.fullName,
  };
  row.seq = await db.outbox.add(row);
  return row;
}

/** Whether a record still has entries waiting (the pull must not overwrite it). */
export async function hasWaitingEntries(db: ClinicDb, localId: string): Promise<boolean> {
  const entries = await db.outbox.where('localId').equals(localId).toArray();
  return entries.some((e) => waitingStates.includes(e.state));
}

/** The seqs of the entries still waiting, from the [state+seq] index alone: one getAllKeys per
 * state, no entry read (an anyOf walks a cursor one key at a time). */
export async function waitingSeqs(db: ClinicDb): Promise<Set<number>> {
  const found = await Promise.all(waitingStates.map((state) =>
    stateSpan(db, state).primaryKeys()));
  return new Set(found.flat());
}

/** Every entry of these records as (localId, seq), from the localId index alone. */
export async function entryKeysOf(db: ClinicDb, localIds: string[], each: (localId: string, seq: number) => void): Promise<void> {
  await db.outbox.where('localId').anyOf(localIds).eachKey((localId, cursor) => each(String(localId), cursor.primaryKey as number));
}

/** What a claim decides by: an entry's plain fields (sealed-tables.ts), read without opening it. */
export type ClaimedBy = Pick<OutboxEntry, 'seq' | 'chain' | 'operation' | 'userId' | 'nextAttemptAt' | 'deferredAt' | 'heldUntil' | 'attempts'>;

/** The pending entries by their plain fields, in seq order: none is opened (a day's queue opened
 * whole, its payloads decrypted, every time the engine set its timer or a server answer ended the
 * backoffs). Inside a read-write transaction over the outbox. */
function pendingBy(db: ClinicDb): Promise<ClaimedBy[]> {
  return plainRowsBetween(db.outbox, '[state+seq]', ['pending', 0], ['pending', Infinity], Infinity) as Promise<unknown[]> as Promise<ClaimedBy[]>;
}

/** The pending entries the replayer may look at, in seq order, by their plain fields. */
export function replayableEntries(db: ClinicDb): Promise<ClaimedBy[]> {
  return db.transaction('rw', db.outbox, () => pendingBy(db));
}

/** Entries that stop later entries of their chain. */
export async function blockingEntries(db: ClinicDb): Promise<OutboxEntry[]> {
  const [inFlight, conflict] = await Promise.all(
    (['in-flight', 'conflict'] as const).map((state) =>
      stateSpan(db, state).toArray()),
  );
  return [...inFlight!, ...conflict!];
}

/** Whether an entry's wait is over. A clock set back before the entry was deferred (a tablet's
 * clock corrected, a dead battery) makes it due at once instead of stranding it for the jump. */
export function isDue(entry: Pick<OutboxEntry, 'nextAttemptAt' | 'deferredAt'>, now: number): boolean {
  return entry.nextAttemptAt <= now || now < (entry.deferredAt ?? 0);
}

/** Ends the wait of waiting entries: the network came back or a person pressed "sync now"
 * (attempts start again from 0), or the server just answered (`keepAttempts`: an entry the
 * server keeps failing backs off longer on its next failure). */
export function resetBackoff(db: ClinicDb, keepAttempts = false): Promise<number> {
  return db.transaction('rw', db.outbox, db.sending, async () => {
    // Chosen by their plain fields: only the entries that change are opened (usually none). One
    // on its way now waits no more and is left to its answer.
    const [pending, sending] = await Promise.all([pendingBy(db), sendingSeqs(db)]);
    const held = (e: ClaimedBy) => e.heldUntil !== undefined && e.heldUntil === e.nextAttemptAt;
    const waiting = pending.filter((e) => !sending.has(e.seq!) && !held(e) && (e.nextAttemptAt > 0 || (!keepAttempts && e.attempts > 0)));
    if (waiting.length === 0) return 0;
    const entries = await db.outbox.bulkGet(waiting.map((e) => e.seq!));
    await db.outbox.bulkPut(entries.map((e) => ({ ...e!, nextAttemptAt: 0, deferredAt: undefined, attempts: keepAttempts ? e!.attempts : 0 })));
    return entries.length;
  });
}

/** Entries left in flight by a tab or worker that died mid-request go back to pending (the
 * Idempotency-Key makes the resend safe): the sending row, and entries stored as 'in-flight'
 * (rows written before schema 3 may hold it). Call only while holding the replay lock: then no live replayer has an entry in
 * flight, so every one found is stale. */
export function recoverInFlight(db: ClinicDb): Promise<number> {
  return db.transaction('rw', db.outbox, db.sending, async () => {
    const sent = (await sendingSeqs(db)).size;
    await clearSending(db);
    return sent + await stateSpan(db, 'in-flight').modify({ state: 'pending' });
  });
}

/** Nothing of a pass is in flight once it has settled everything it sent (or died trying): what
 * it read and neither sent nor settled (the tablet locked while a round was read) waits again. */
export const endOfPass = (db: ClinicDb): Promise<void> => clearSending(db);

/** Claimed entries that did not go (their chain blocked, or the pass stopped before them) are no
 * longer in flight; each is still as it was (a claim writes none). */
export async function releaseEntries(db: ClinicDb, entries: OutboxEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.transaction('rw', db.sending, () => leaveSending(db, entries.map((e) => e.seq!)));
}

export async function setProgress(db: ClinicDb, seq: number, progress: number): Promise<void> {
  await db.outbox.update(seq, { progress });
}

/** Back to pending until `wait.until` (0: at once); `wait.now` is the time of deferring, by the engine's clock. */
/** `held`: the server named this time (resetBackoff leaves it alone). */
export async function deferEntry(db: ClinicDb, seq: number, wait: { until: number; now: number; held?: boolean }, lastError: OutboxEntry['lastError'], countAttempt = true): Promise<void> {
  const nextAttemptAt = wait.until;
  await db.transaction('rw', db.outbox, db.sending, async () => {
    await db.outbox.where('seq').equals(seq).modify((e) => {
      e.state = 'pending';
      e.nextAttemptAt = nextAttemptAt;
      e.deferredAt = nextAttemptAt === 0 ? undefined : wait.now;
      e.heldUntil = wait.held ? nextAttemptAt : undefined;
      e.lastError = lastError;
      if (countAttempt) e.attempts += 1;
    });
    await leaveSending(db, [seq]);
  });
}

/** Refused for good. Whose it was is kept in words: the server may delete the client later. */
export async function failEntry(db: ClinicDb, seq: number, lastError: OutboxEntry['lastError']): Promise<void> {
  await db.transaction('rw', db.outbox, db.clients, db.sending, async () => {
    await leaveSending(db, [seq]);
    const entry = await db.outbox.get(seq);
    if (!entry) return;
    const clientLabel = clientLabelOf(entry, await db.clients.get(entry.chain)) || undefined;
    await db.outbox.update(seq, { state: 'failed', lastError, attempts: entry.attempts + 1, clientLabel });
  });
}

export async function conflictEntry(db: ClinicDb, seq: number, serverVersion: unknown, lastError: OutboxEntry['lastError']): Promise<void> {
  await db.transaction('rw', db.outbox, db.sending, async () => {
    await db.outbox.update(seq, { state: 'conflict', serverVersion, lastError });
    await leaveSending(db, [seq]);
  });
}

/** An entry the server took leaves the outbox in the transaction that writes its answer back
 * (over the outbox and `sending`): its payload, a patient's fields, has no more use on the tablet.
 * Kept a week as 'done', a lost tablet would hold a week of them, and each would be written done:
 * one put of its whole value per entry, slower than deleting it. An entry a
 * person is still to be told of (`announce`: an SMS) is kept, marked done, until it is told and
 * a week has passed (pruneDone). */
export async function settleTakenOne(db: ClinicDb, seq: number, now = Date.now()): Promise<void> {
  const entry = await db.outbox.get(seq);
  if (entry) await settleTaken(db, [entry], now);
}

/** settleTakenOne for many entries (a round's), those still waiting (one removed or settled
 * meanwhile stays so): which are is read from the [state+seq] index alone, no entry read but an SMS. */
export async function settleTaken(db: ClinicDb, entries: OutboxEntry[], now = Date.now()): Promise<void> {
  if (entries.length === 0) return;
  const seqs = entries.map((e) => e.seq!);
  const [low, high] = [Math.min(...seqs), Math.max(...seqs)];
  const waiting = new Set((await Promise.all((['pending', 'in-flight'] as const).map((state) =>
    db.outbox.where('[state+seq]').between([state, low], [state, high], true, true).primaryKeys()))).flat());
  const told = entries.filter((e) => e.announce === true && waiting.has(e.seq!));
  const kept = new Set(told.map((e) => e.seq));
  await db.outbox.bulkDelete(seqs.filter((seq) => waiting.has(seq) && !kept.has(seq)));
  await markAllDone(db, told, now);
  await leaveSending(db, seqs);
}

/** Each announced entry written done from the entry as it is now, not the round's copy: another
 * writer may have changed it since it was read to be sent (a pulled twin folded into an adopted
 * client moves its chain and localId). Opened and sealed again: an SMS or two a round. */
async function markAllDone(db: ClinicDb, entries: OutboxEntry[], now: number): Promise<void> {
  if (entries.length === 0) return;
  await db.outbox.where('seq').anyOf(entries.map((e) => e.seq!)).modify((entry) => {
    Object.assign(entry, { state: 'done', progress: 1, doneAt: now });
    delete entry.lastError;
  });
}

/** A done SMS is kept a week after its answer, then dropped. */
export const doneRetentionMs = 7 * 24 * 60 * 60 * 1000;

/** Drops done entries: an SMS a week old, and at once any other (tablets may still hold done
 * entries of other kinds, from app versions that kept every entry the server took). */
export async function pruneDone(db: ClinicDb, now: number): Promise<number> {
  return stateSpan(db, 'done')
    .filter((e) => e.announce !== true || (e.doneAt ?? 0) < now - doneRetentionMs).delete();
}

export async function getEntry(db: ClinicDb, id: string): Promise<OutboxEntry | undefined> {
  return db.outbox.where('id').equals(id).first();
}

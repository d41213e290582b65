// The transitions a person's action makes on an entry: retry or discard a refused one, resend it
// corrected, settle a conflict, amend a create that never left. Each is a named operation inside
// the caller's transaction over the outbox (the caller writes the record beside it).
import { uuidV7 } from '../../domain/uuid-v7';
import type { ClinicDb } from '../store/index';
import type { OutboxEntry } from '../store/index';
import { sendingSeqs, shownState } from './sending';

type Payload = Record<string, unknown>;

/** failed → pending under a new Idempotency-Key: the server keeps refused answers under the old
 * one, and nothing was committed. */
export async function retryFailed(db: ClinicDb, entry: OutboxEntry): Promise<void> {
  await db.outbox.update(entry.seq!, { id: uuidV7(), state: 'pending', nextAttemptAt: 0 });
}

/** A refused entry goes again with a corrected payload, under a new Idempotency-Key. */
export async function resendCorrected(db: ClinicDb, entry: OutboxEntry, payload: Payload, now: number): Promise<void> {
  await db.outbox.update(entry.seq!, {
    id: uuidV7(now), payload, state: 'pending', nextAttemptAt: 0, lastError: undefined,
  });
}

/** Drops one entry: discarded by a person, or with nothing left to send. */
export async function dropEntry(db: ClinicDb, entry: OutboxEntry): Promise<void> {
  await db.outbox.delete(entry.seq!);
}

/** Drops the entries of a record and those that wait on it (a refused create discarded). */
export async function dropDependentsOf(db: ClinicDb, localId: string): Promise<void> {
  const dependents = await db.outbox.filter((e) => e.dependsOn?.localId === localId || e.localId === localId).toArray();
  await db.outbox.bulkDelete(dependents.map((e) => e.seq!));
}

/** Edits of the same record still waiting behind a conflicting one (they are rebased with it). */
export async function waitingEditsAfter(db: ClinicDb, entry: OutboxEntry): Promise<OutboxEntry[]> {
  return (await db.outbox.where('localId').equals(entry.localId).toArray())
    .filter((e) => e.seq! > entry.seq! && e.state === 'pending' && e.operation === entry.operation);
}

/** A conflict settled for this tablet: the entry goes again against the server's version (a new
 * request, other If-Match, so a new Idempotency-Key: the old one holds the 409). */
export async function requeueConflict(db: ClinicDb, entry: OutboxEntry, baseVersion: number | undefined, rebased?: { payload: Payload; base: Payload }): Promise<void> {
  await db.outbox.update(entry.seq!, { id: uuidV7(), state: 'pending', nextAttemptAt: 0, baseVersion, serverVersion: undefined, ...rebased });
}

/** A waiting edit's payload rebased on a newer version. */
export async function rebaseEdit(db: ClinicDb, entry: OutboxEntry, payload: Payload, base: Payload): Promise<void> {
  await db.outbox.update(entry.seq!, { payload, base });
}

/** The create of a record while it has never left the tablet: never tried and not on its way now
 * (one that may have reached the server would answer another body under its Idempotency-Key with a
 * 422). Inside a transaction over the outbox and `sending`. */
export async function unsentCreateOf(db: ClinicDb, localId: string): Promise<OutboxEntry | undefined> {
  const create = await db.outbox.where('localId').equals(localId).filter((e) => e.operation === 'client.create').first();
  if (!create || create.attempts > 0 || shownState(create, await sendingSeqs(db)) !== 'pending') return undefined;
  return create;
}

/** A create that never left takes the record's new values. */
export async function amendUnsentCreate(db: ClinicDb, create: OutboxEntry, payload: Payload): Promise<void> {
  await db.outbox.update(create.seq!, { payload });
}

// The queue's copies sealed for the server (store/types.ts DeliveryCopyRow) and the authors'
// delivery credentials. The copies are made while the author is unlocked (the entry must be
// opened to seal it) and sent by anyone, locked or not: everything read here to send them is
// plain (the entries' plain fields, the copies themselves).
import { plainRowsOf } from '../crypto/index';
import type { ClinicDb, DeliveryCopyRow, OutboxEntry } from '../store/index';
import { stateSpan } from './queue';

type Plain = Pick<OutboxEntry, 'seq' | 'id' | 'state' | 'userId' | 'chain'>;

/** This author's pending entries that have no sealed copy yet, opened (the author is unlocked). */
export async function entriesToSeal(db: ClinicDb, userId: string): Promise<OutboxEntry[]> {
  return db.transaction('r', db.outbox, db.deliveries, async () => {
    const sealed = new Set(await db.deliveries.where('userId').equals(userId).primaryKeys());
    const pending = await stateSpan(db, 'pending').toArray();
    return pending.filter((entry) => entry.userId === userId && !sealed.has(entry.seq!));
  });
}

/** Keeps an entry's sealed copy, unless the entry moved on while it was sealed (settled, or a new id). */
export async function keepDeliveryCopy(db: ClinicDb, entry: Pick<OutboxEntry, 'seq' | 'id' | 'userId' | 'chain'>, sealed: Uint8Array): Promise<boolean> {
  return db.transaction('rw', db.outbox, db.deliveries, async () => {
    const [now] = await plainRowsOf(db.outbox, [entry.seq!]) as (Plain | undefined)[];
    if (!now || now.id !== entry.id || now.state !== 'pending' || entry.userId === undefined) return false;
    await db.deliveries.put({ seq: entry.seq!, entryId: entry.id, userId: entry.userId, chain: entry.chain, sealed });
    return true;
  });
}

/** The copies still to send, in seq order. A copy whose entry is gone, not pending or has a new id
 * is dropped: its author's own replay or action settled it. Works locked. */
export async function copiesToDeliver(db: ClinicDb): Promise<DeliveryCopyRow[]> {
  return db.transaction('rw', db.outbox, db.deliveries, async () => {
    const copies = await db.deliveries.toArray();
    const entries = await plainRowsOf(db.outbox, copies.map((copy) => copy.seq)) as (Plain | undefined)[];
    const stale = copies.filter((copy, i) => entries[i]?.id !== copy.entryId || entries[i]?.state !== 'pending');
    if (stale.length > 0) await db.deliveries.bulkDelete(stale.map((copy) => copy.seq));
    const staleSeqs = new Set(stale.map((copy) => copy.seq));
    return copies.filter((copy) => !staleSeqs.has(copy.seq) && copy.sealed !== undefined && copy.outcome === undefined);
  });
}

/** The server answered a copy: its bytes go, its outcome stays until the entry is settled. */
export async function noteDelivered(db: ClinicDb, seq: number, outcome: { status: number; id?: number | string }, now = Date.now()): Promise<void> {
  await db.transaction('rw', db.deliveries, async () => {
    const copy = await db.deliveries.get(seq);
    if (copy) await db.deliveries.put({ seq: copy.seq, entryId: copy.entryId, userId: copy.userId, chain: copy.chain, outcome: { ...outcome, at: now } });
  });
}

export async function setDeliveryCredential(db: ClinicDb, userId: string, credential: string): Promise<void> {
  await db.deliveryCredentials.put({ userId, credential });
}

/** Each author's credential, by user id. */
export async function deliveryCredentials(db: ClinicDb): Promise<Map<string, string>> {
  return new Map((await db.deliveryCredentials.toArray()).map((row) => [row.userId, row.credential]));
}

// The queue's copies sealed for the server (store/types.ts DeliveryCopyRow) and the authors'
// delivery credentials. The copies are made while the author is unlocked (the entry must be
// opened to seal it) and sent by anyone, locked or not: everything read here to send them opens
// without the data key (the entries' plain fields, the copies themselves, the credentials under
// keys of their own).
import { isDeviceSealedText, newDeviceTextKey, openWithDeviceKey, plainRowsOf, sealWithDeviceKey } from '../crypto/index';
import type { ClinicDb, DeliveredOutcome, DeliveryCopyRow, DeliveryCredentialRow, OutboxEntry } from '../store/index';
import { stateSpan } from './queue';

type Plain = Pick<OutboxEntry, 'seq' | 'id' | 'state' | 'userId' | 'chain' | 'operation'>;

/** An entry to seal, and the earlier entry whose answer's version its precondition is (below). */
export interface EntryToSeal {
  entry: OutboxEntry;
  basedOn?: Pick<OutboxEntry, 'id' | 'userId'>;
}

/** Writes whose answer gives their row its next version (finalizing a registration raises it too). */
const makesVersion = new Set<OutboxEntry['operation']>(['client.create', 'client.update', 'client.submit', 'record.update']);

/** This author's pending entries that have no sealed copy yet, opened (the author is unlocked).
 * An edit made while an earlier write of its row still waited takes, when replayed, the version
 * that write's answer brought (If-Match); unknown when sealed, its copy names that write instead. */
export async function entriesToSeal(db: ClinicDb, userId: string): Promise<EntryToSeal[]> {
  return db.transaction('r', db.outbox, db.deliveries, async () => {
    const sealed = new Set(await db.deliveries.where('userId').equals(userId).primaryKeys());
    const lastWriteOf = new Map<string, OutboxEntry>();
    const toSeal: EntryToSeal[] = [];
    for (const entry of await stateSpan(db, 'pending').toArray()) {
      const row = `${entry.table}:${entry.localId}`;
      if (entry.userId === userId && !sealed.has(entry.seq!)) {
        const follows = entry.baseVersion === undefined && (entry.operation === 'client.update' || entry.operation === 'record.update');
        const basedOn = follows ? lastWriteOf.get(row) : undefined;
        toSeal.push(basedOn ? { entry, basedOn } : { entry });
      }
      if (makesVersion.has(entry.operation)) lastWriteOf.set(row, entry);
    }
    return toSeal;
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

/** A copy to send, with its entry's operation (what an answer means depends on it). */
export type CopyToDeliver = DeliveryCopyRow & Pick<OutboxEntry, 'operation'>;

/** The copies still to send, in seq order. A copy whose entry is gone, not pending or has a new id
 * is dropped: its author's own replay or action settled it. Works locked. */
export async function copiesToDeliver(db: ClinicDb): Promise<CopyToDeliver[]> {
  return db.transaction('rw', db.outbox, db.deliveries, async () => {
    const copies = await db.deliveries.toArray();
    const entries = await plainRowsOf(db.outbox, copies.map((copy) => copy.seq)) as (Plain | undefined)[];
    const stale = copies.filter((copy, i) => entries[i]?.id !== copy.entryId || entries[i]?.state !== 'pending');
    if (stale.length > 0) await db.deliveries.bulkDelete(stale.map((copy) => copy.seq));
    const staleSeqs = new Set(stale.map((copy) => copy.seq));
    return copies.flatMap((copy, i) => (!staleSeqs.has(copy.seq) && copy.sealed !== undefined && copy.outcome === undefined
      ? [{ ...copy, operation: entries[i]!.operation }] : []));
  });
}

/** The server answered a copy: its bytes go, its outcome stays until the entry is settled.
 * `answered`: what the answer meant (deliver-pass.ts), when it settles the entry; none when the
 * copy could not be delivered and the author's replay sends the entry itself. */
export async function noteDelivered(db: ClinicDb, seq: number, outcome: DeliveredOutcome, answered?: 'taken' | 'refused', now = Date.now()): Promise<void> {
  await db.transaction('rw', db.deliveries, async () => {
    const copy = await db.deliveries.get(seq);
    if (!copy) return;
    await db.deliveries.put({ seq: copy.seq, entryId: copy.entryId, userId: copy.userId, chain: copy.chain, outcome: { ...outcome, at: now }, ...(answered ? { answered } : {}) });
  });
}

/** Of the pending entries, those the server answered through a delivery (to this very entry):
 * taken, or refused. Either way only their author's replay is left to settle them: nothing of
 * them is still to send. Read through the `answered` index: the copies still to send hold their
 * sealed bytes. */
export function answeredSeqs(db: ClinicDb): Promise<{ taken: Set<number>; refused: Set<number> }> {
  return db.transaction('rw', db.outbox, db.deliveries, async () => {
    const copies = await db.deliveries.where('answered').anyOf('taken', 'refused').toArray();
    const answered = { taken: new Set<number>(), refused: new Set<number>() };
    if (copies.length === 0) return answered;
    const entries = await plainRowsOf(db.outbox, copies.map((copy) => copy.seq)) as (Plain | undefined)[];
    copies.forEach((copy, i) => {
      if (entries[i]?.id === copy.entryId && entries[i]?.state === 'pending') answered[copy.answered!].add(copy.seq);
    });
    return answered;
  });
}

/** Of these entries, the ones a delivery put on the server, with its answer (a 2xx). The server
 * keeps that answer under the entry's key too, but sending a photo again to hear it sends its
 * bytes, and a patient's delete purges the answers of their writes (server/http/kept-answers.ts). */
export async function deliveredAnswers(db: ClinicDb, entries: Pick<OutboxEntry, 'seq' | 'id'>[]): Promise<Map<number, DeliveredOutcome>> {
  const copies = await db.deliveries.bulkGet(entries.map((entry) => entry.seq!));
  const taken = new Map<number, DeliveredOutcome>();
  copies.forEach((copy, i) => {
    const outcome = copy?.outcome;
    // The copy of this very entry (not of an earlier id of its seq).
    if (copy?.entryId === entries[i]!.id && outcome && outcome.status >= 200 && outcome.status < 300) taken.set(copy.seq, outcome);
  });
  return taken;
}

export async function setDeliveryCredential(db: ClinicDb, userId: string, credential: string): Promise<void> {
  await db.deliveryCredentials.put(await sealedCredential(userId, credential));
}

async function sealedCredential(userId: string, credential: string): Promise<DeliveryCredentialRow> {
  const key = await newDeviceTextKey();
  return { userId, credential: await sealWithDeviceKey(key, credential), key };
}

/** Each author's credential, by user id: opened from its sealed copy (one that opens nothing is
 * left out; the author's next sign-in brings a new one). One kept plain is sealed now. */
export async function deliveryCredentials(db: ClinicDb): Promise<Map<string, string>> {
  const credentials = new Map<string, string>();
  for (const row of await db.deliveryCredentials.toArray()) {
    if (row.key && isDeviceSealedText(row.credential)) {
      const opened = await openWithDeviceKey(row.key, row.credential);
      if (opened !== undefined) credentials.set(row.userId, opened);
      continue;
    }
    credentials.set(row.userId, row.credential);
    const sealed = await sealedCredential(row.userId, row.credential);
    // Unless a new credential came meanwhile (WebCrypto is sealed before the transaction, which
    // would end at its first await).
    await db.transaction('rw', db.deliveryCredentials, async () => {
      if ((await db.deliveryCredentials.get(row.userId))?.credential === row.credential) await db.deliveryCredentials.put(sealed);
    });
  }
  return credentials;
}

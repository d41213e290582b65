// How a push round takes its entries from the outbox (sync/replay-pass.ts): pages of pending
// entries read as stored, the ones that go now chosen by their plain fields and marked in flight
// (sending.ts) in the transaction that read them, then opened once it has committed.
import type { Table } from 'dexie';
import { openStoredAll, putStoredRows, storedRowsOf, withPlain } from '../crypto/index';
import type { ClinicDb } from '../store/index';
import { addSending, sendingSeqs } from './sending';
import type { ClaimedBy } from './queue';
import type { OutboxEntry } from '../store/index';

type Stored = ClaimedBy & Record<string, unknown>;

/** What a read ahead may look at before an entry is opened: its plain fields. */
export type ClaimedPlain = Pick<OutboxEntry, 'seq' | 'operation' | 'table' | 'localId' | 'dependsOn'>;

/** The pending seqs one pass has not claimed yet, kept across its rounds: the [state+seq] index
 * is read whole once, and then only above the highest seq seen, for entries added meanwhile (not
 * whole in every round, which reads the keys of a long queue many times over).
 * An entry leaves it once claimed (in this pass it is answered, or its chain waits for the next
 * pass), or once found not pending. An entry a person makes pending again (retry, keep mine, a
 * corrected refusal) asks for a pass of its own, which reads the index afresh. */
export class PassQueue {
  private readonly seqs = new Set<number>();
  private highest: number | undefined;

  /** Inside a transaction over the outbox. The seqs in order, those `passOver` names left out. */
  async read(db: ClinicDb, passOver: (seq: number) => boolean): Promise<number[]> {
    const lower = this.highest === undefined ? 0 : this.highest + 1;
    const added = await db.outbox.where('[state+seq]').between(['pending', lower], ['pending', Infinity]).primaryKeys();
    for (const seq of added) this.seqs.add(seq);
    this.highest = Math.max(this.highest ?? 0, ...added.slice(-1));
    return [...this.seqs].filter((seq) => !passOver(seq));
  }

  drop(seq: number): void {
    this.seqs.delete(seq);
  }
}

/** The pending entries of `queue` a page at a time, for a reader that stops once its batch is
 * full. `passOver`: seqs left out by their keys alone (entries of a chain in flight or blocked).
 * `claim` picks the entries of a page that go now by their plain fields alone (a long queue opened
 * whole in each of its rounds would be most of a pass's local time); only those are marked
 * in flight, in the transaction that read them, so no other writer (the kiosk's amend of an
 * unsent intake) changes one between the read its call is built from and the mark. They are
 * yielded opened, by WebCrypto once the transaction has committed (deciphered in it, they held
 * the outbox from the other round's write-back), with what `along.read` made of them in the same
 * transaction (the rows their calls need: a transaction of its own waited its turn behind the
 * other round's write-back, as long again as the claim). */
export async function* claimPages<T>(
  db: ClinicDb, queue: PassQueue, passOver: (seq: number) => boolean, claim: (page: ClaimedBy[]) => ClaimedBy[],
  along: { tables: Table[]; read: (claimed: ClaimedPlain[]) => Promise<T> }, pageSize = 200,
): AsyncGenerator<{ claimed: OutboxEntry[]; along: T }> {
  let seqs: number[] | undefined;
  for (let at = 0; seqs === undefined || at < seqs.length; at += pageSize) {
    // The keys are read with the first page: each transaction of its own waits its turn behind
    // the other round's writes.
    const taken = await db.transaction('rw', [db.outbox, db.sending, ...along.tables], async () => {
      seqs ??= await queue.read(db, passOver);
      const wanted = seqs.slice(at, at + pageSize);
      const [page, sending] = await Promise.all([storedRowsOf(db.outbox, wanted), sendingSeqs(db)]);
      // Still pending when read and not in flight: another round's answers may have settled some
      // meanwhile, another round may have them out.
      page.forEach((e, i) => e?.state !== 'pending' && queue.drop(wanted[i]!));
      const free = page.filter((e) => e?.state === 'pending' && !sending.has(e.seq as number)) as Stored[];
      const chosen = new Set(claim(free));
      if (chosen.size === 0) return undefined;
      const stored = free.filter((e) => chosen.has(e));
      for (const e of stored) queue.drop(e.seq!);
      // A photo tried before starts its progress again (a plain field: written as stored).
      const retried = stored.filter((e) => e.progress !== undefined).map((e) => withPlain('outbox', e, { progress: undefined }));
      await putStoredRows(db.outbox, retried);
      await addSending(db, stored.map((e) => e.seq!));
      return { stored, along: await along.read(stored as unknown as ClaimedPlain[]) };
    });
    if (!taken) continue;
    const claimed = (await openStoredAll<OutboxEntry>(db.outbox, taken.stored)).map(({ progress: _progress, ...entry }) => entry);
    yield { claimed, along: taken.along };
  }
}

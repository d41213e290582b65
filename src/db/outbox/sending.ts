// Which outbox entries are in flight: read by a push round, sent, their answers not yet written.
// One row of seqs for all of them, written once per round (each entry written 'in-flight' when
// claimed, then done, would be two writes per entry). An entry in flight keeps its stored state ('pending'): only this row
// says it went. Whoever settles an entry takes its seq out in the same transaction; the pass
// empties the row when it ends, and a dead tab's row is emptied under the replay lock.
import type { ClinicDb } from '../store/index';
import type { OutboxEntry, OutboxState } from '../store/index';

const key = 'now';

/** The seqs in flight. Inside a transaction over `sending`, or on its own. */
export async function sendingSeqs(db: ClinicDb): Promise<Set<number>> {
  return new Set((await db.sending.get(key))?.seqs);
}

/** Inside a read-write transaction over `sending`. */
export async function addSending(db: ClinicDb, seqs: number[]): Promise<void> {
  if (seqs.length === 0) return;
  const now = await sendingSeqs(db);
  for (const seq of seqs) now.add(seq);
  await db.sending.put({ key, seqs: [...now] });
}

/** Settled (answered, put back or deferred): no longer in flight. Inside a read-write
 * transaction over `sending`, the one that settles them. */
export async function leaveSending(db: ClinicDb, seqs: number[]): Promise<void> {
  const now = await sendingSeqs(db);
  if (!seqs.some((seq) => now.has(seq))) return;
  for (const seq of seqs) now.delete(seq);
  await db.sending.put({ key, seqs: [...now] });
}

/** Nothing in flight: the pass that sent them has settled them all, or died (then only under the
 * replay lock, where no live replayer has anything out). */
export async function clearSending(db: ClinicDb): Promise<void> {
  await db.sending.delete(key);
}

/** An entry's state as a person (and a reader deciding whether it may still change it) sees it:
 * 'in-flight' while its seq is out, whatever it was stored as. */
export function shownState(entry: OutboxEntry, sending: Set<number>): OutboxState {
  return entry.state === 'pending' && sending.has(entry.seq!) ? 'in-flight' : entry.state;
}

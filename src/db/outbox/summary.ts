// What the status chip and the sync centre show of the queue: counts by state, and the entries a
// person has to see with the client each belongs to. Plain functions (the hooks in react/ wrap the
// watches; Node tests call them directly).
import { watchThrottled } from '../store/index';
import type { ClinicDb } from '../store/index';
import type { ClientRow, OutboxEntry, OutboxState } from '../store/index';
import { plainRowsBetween } from '../crypto/index';
import { sendingSeqs, shownState } from './sending';
import { replayableEntries, stateSpan } from './queue';
import { answeredSeqs } from './delivery-copies';

/** The states a summary counts: not 'done', which only SMS entries keep (queue.ts: an entry the
 * server took leaves the outbox), so its count said nothing of what was sent. */
type CountedState = Exclude<OutboxState, 'done'>;

export type OutboxSummary = Record<CountedState, number> & {
  waiting: number;
  /** Pending entries by author ('' for the kiosk's): on a shared tablet, another person's work
   *  waits for their own sign-in, and the one signed in can do nothing about it. */
  pendingByAuthor: Record<string, number>;
  lastPushAt?: string;
  lastPullAt?: string;
};

/** Counts by author, from the entries' plain fields (none is opened: a locked tablet counts too). */
function byAuthor(entries: Array<Pick<OutboxEntry, 'userId'>>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { userId } of entries) counts[userId ?? ''] = (counts[userId ?? ''] ?? 0) + 1;
  return counts;
}

export async function outboxSummary(db: ClinicDb): Promise<OutboxSummary> {
  const states: CountedState[] = ['pending', 'in-flight', 'failed', 'conflict'];
  const counts = await Promise.all(states.map((state) =>
    stateSpan(db, state).count()));
  const byState = Object.fromEntries(states.map((s, i) => [s, counts[i]!])) as Record<CountedState, number>;
  const sync = await db.syncState.get('main');
  // What a delivery already put on the server (locked, signed out) is not waiting; what the
  // server refused through one is counted refused, as it will be once its author's replay runs.
  const answered = byState.pending > 0 ? await answeredSeqs(db) : { taken: new Set<number>(), refused: new Set<number>() };
  byState.pending -= answered.taken.size + answered.refused.size;
  byState.failed += answered.refused.size;
  const settled = (seq: number) => answered.taken.has(seq) || answered.refused.has(seq);
  const pendingByAuthor = byState.pending > 0 ? byAuthor((await replayableEntries(db)).filter((entry) => !settled(entry.seq!))) : {};
  return {
    ...byState,
    waiting: byState.pending + byState['in-flight'] + byState.conflict,
    pendingByAuthor,
    lastPushAt: sync?.lastPushAt,
    lastPullAt: sync?.lastPullAt,
  };
}

/** This person's entries not yet on the server (waiting, refused or in conflict): what stays on
 *  the tablet for their next sign-in here when they sign out. An entry on its way now is not
 *  counted (the server has it or answers it under its idempotency key), nor one a delivery put
 *  there. Plain fields only, so the lock screen (no key) counts too. */
export async function unsentCountOf(db: ClinicDb, userId: string): Promise<number> {
  const states = ['pending', 'in-flight', 'failed', 'conflict'] as const;
  const [rows, sending, answered] = await db.transaction('rw', db.outbox, db.sending, db.deliveries, () => Promise.all([
    Promise.all(states.map((state) => plainRowsBetween(db.outbox, '[state+seq]', [state, 0], [state, Infinity], Infinity))),
    sendingSeqs(db),
    answeredSeqs(db),
  ]));
  return rows.flat().filter((row) => row.userId === userId && !sending.has(row.seq as number) && !answered.taken.has(row.seq as number)).length;
}

/** How many waiting entries the sync centre lists, the oldest: a day's queue listed whole would be
 * read, opened and drawn again on every answer while it drains, slowing the replay. Refused and
 * conflicting entries are listed whole. */
export const syncCentreWaitingShown = 50;

/** Entries a person has to see: waiting (at most `waitingShown`, the oldest), failed and
 * conflicting, oldest first, those on their way now as 'in-flight'. */
export async function openEntries(db: ClinicDb, waitingShown = Infinity): Promise<OutboxEntry[]> {
  const spans = (['pending', 'in-flight', 'failed', 'conflict'] as const).map((state) =>
    (state === 'pending' && Number.isFinite(waitingShown) ? stateSpan(db, state).limit(waitingShown) : stateSpan(db, state)).toArray());
  const [sending, lists] = await Promise.all([sendingSeqs(db), Promise.all(spans)]);
  return lists.flat().map((e) => ({ ...e, state: shownState(e, sending) })).sort((a, b) => a.seq! - b.seq!);
}

export interface OpenEntry {
  entry: OutboxEntry;
  client: ClientRow | undefined;
}

export interface SyncCentreEntries {
  /** With the client each one belongs to (the sync centre's "which client"). */
  listed: OpenEntry[];
  /** Waiting entries past those listed. */
  moreWaiting: number;
}

/** What the sync centre lists: the open entries, the waiting ones up to `waitingShown`. */
export async function syncCentreEntries(db: ClinicDb, waitingShown = syncCentreWaitingShown): Promise<SyncCentreEntries> {
  const entries = await openEntries(db, waitingShown);
  const listedWaiting = entries.filter((e) => e.state === 'pending' || e.state === 'in-flight').length;
  const [clients, moreWaiting] = await Promise.all([
    db.clients.bulkGet([...new Set(entries.map((e) => e.chain))]),
    listedWaiting < waitingShown ? 0 : stateSpan(db, 'pending').count().then((all) => Math.max(0, all - waitingShown)),
  ]);
  const byId = new Map(clients.filter((c): c is ClientRow => !!c).map((c) => [c.localId, c]));
  return { listed: entries.map((entry) => ({ entry, client: byId.get(entry.chain) })), moreWaiting };
}

/** The status chip's counts and the sync centre's entries, re-read at most every watchGapMs
 * (throttled-watch.ts): both stay open while a replay rewrites the outbox a hundred entries at a
 * time. Named by the tables they read. */
export const watchOutboxSummary = (db: ClinicDb, onValue: (summary: OutboxSummary) => void) =>
  watchThrottled(db, ['outbox', 'syncState', 'deliveries'], () => outboxSummary(db), onValue);
export const watchSyncCentreEntries = (db: ClinicDb, onValue: (entries: SyncCentreEntries) => void) =>
  watchThrottled(db, ['outbox', 'sending', 'clients'], () => syncCentreEntries(db), onValue);

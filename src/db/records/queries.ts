// The reads screens make, as plain async functions (the hooks wrap them in useLiveQuery, and
// Node tests call them directly). Pages are 6 rows, 1-based, newest first (seeds §9).
import { Dexie } from 'dexie';
import { listIndex, readCounter, type ClientList } from './counters';
import type { ClinicDb } from '../store/database';
import { sendingSeqs, shownState } from '../outbox/sending';
import { stateSpan } from '../outbox/queue';
import { recordTableOf } from '../store/record-kinds';
import type { ClientRow, DocumentKind, DocumentRow, OutboxEntry, OutboxState, RecordKind, RecordRow } from '../store/types';

export const pageSize = 6;

export interface Page<T> {
  rows: T[];
  total: number;
}

export async function clientPage(db: ClinicDb, list: ClientList, page: number): Promise<Page<ClientRow>> {
  const [rows, total] = await Promise.all([
    db.clients.where(listIndex(list)).between([1, Dexie.minKey], [1, Dexie.maxKey])
      .reverse().offset((page - 1) * pageSize).limit(pageSize).toArray(),
    readCounter(db, list),
  ]);
  return { rows, total };
}

export async function clientDocuments(db: ClinicDb, clientLocalId: string, kind: DocumentKind): Promise<DocumentRow[]> {
  const rows = await db.documents.where('[clientLocalId+kind]').equals([clientLocalId, kind]).toArray();
  return rows.filter((row) => row.deleted === 0).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** A client's records of one kind, newest first; per-client ranges are small, so counting them is cheap. */
export async function clientRecords(db: ClinicDb, kind: RecordKind, clientLocalId: string, page: number): Promise<Page<RecordRow>> {
  const all = await db.recordTable(recordTableOf[kind])
    .where('[clientLocalId+createdAt]').between([clientLocalId, Dexie.minKey], [clientLocalId, Dexie.maxKey])
    .reverse().toArray();
  const shown = all.filter((row) => row.deleted === 0);
  return { rows: shown.slice((page - 1) * pageSize, page * pageSize), total: shown.length };
}

/** The states a summary counts: not 'done', which only SMS entries keep (db/outbox-store.ts: an
 * entry the server took leaves the outbox), so its count said nothing of what was sent. */
type CountedState = Exclude<OutboxState, 'done'>;

export type OutboxSummary = Record<CountedState, number> & { waiting: number; lastPushAt?: string; lastPullAt?: string };

export async function outboxSummary(db: ClinicDb): Promise<OutboxSummary> {
  const states: CountedState[] = ['pending', 'in-flight', 'failed', 'conflict'];
  const counts = await Promise.all(states.map((state) =>
    stateSpan(db, state).count()));
  const byState = Object.fromEntries(states.map((s, i) => [s, counts[i]!])) as Record<CountedState, number>;
  const sync = await db.syncState.get('main');
  return {
    ...byState,
    waiting: byState.pending + byState['in-flight'] + byState.conflict,
    lastPushAt: sync?.lastPushAt,
    lastPullAt: sync?.lastPullAt,
  };
}

/** How many waiting entries the sync centre lists, the oldest: a day's queue listed whole was read,
 * opened and drawn again on every answer while it drained (2,000 entries: the replay took 2.2–2.5×
 * as long with the centre open). Refused and conflicting entries are listed whole. */
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

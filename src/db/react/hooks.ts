// Live queries for screens: they re-render when Dexie changes, whoever wrote (a screen, the
// engine, the pull); the outbox's watchers at most every few hundred ms (throttled-watch.ts).
// `undefined` while the first read runs.
import { useLiveQuery } from 'dexie-react-hooks';
import type { ClientList } from '../records/counters';
import { localDb, type ClinicDb } from '../store/database';
import { clientDocuments, clientPage, clientRecords, outboxSummary, syncCentreEntries, type OutboxSummary, type SyncCentreEntries } from '../records/queries';
import { getClient } from '../records/clients';
import { kioskRefusalCount } from '../kiosk/handover';
import { recordTableOf } from '../store/record-kinds';
import { useWatched, watchThrottled } from '../store/throttled-watch';
import type { DocumentKind, RecordKind } from '../store/types';

export function usePage(list: ClientList, page: number, db: ClinicDb = localDb()) {
  return useLiveQuery(() => clientPage(db, list, page), [db, list, page]);
}

/** The client row; `null` when this tablet has no such visible client. */
export function useClient(localId: string, db: ClinicDb = localDb()) {
  return useLiveQuery(async () => (await getClient(db, localId)) ?? null, [db, localId]);
}

export function useDocuments(clientLocalId: string, kind: DocumentKind, db: ClinicDb = localDb()) {
  return useLiveQuery(() => clientDocuments(db, clientLocalId, kind), [db, clientLocalId, kind]);
}

export function useRecords(kind: RecordKind, clientLocalId: string, page: number, db: ClinicDb = localDb()) {
  return useLiveQuery(() => clientRecords(db, kind, clientLocalId, page), [db, kind, clientLocalId, page]);
}

export function useRecord(kind: RecordKind, localId: string, db: ClinicDb = localDb()) {
  return useLiveQuery(async () => (await db.recordTable(recordTableOf[kind]).get(localId)) ?? null, [db, kind, localId]);
}

/** The status chip's counts and the sync centre's entries, re-read at most every watchGapMs
 * (throttled-watch.ts): both stay open while a replay rewrites the outbox a hundred entries at a
 * time. Named by the tables they read. */
export const watchOutboxSummary = (db: ClinicDb, onValue: (summary: OutboxSummary) => void) =>
  watchThrottled(db, ['outbox', 'syncState'], () => outboxSummary(db), onValue);
export const watchSyncCentreEntries = (db: ClinicDb, onValue: (entries: SyncCentreEntries) => void) =>
  watchThrottled(db, ['outbox', 'sending', 'clients'], () => syncCentreEntries(db), onValue);

export function useOutboxSummary(db: ClinicDb = localDb()) {
  return useWatched(db, watchOutboxSummary);
}

export function useSyncCentreEntries(db: ClinicDb = localDb()) {
  return useWatched(db, watchSyncCentreEntries);
}

/** Intakes the server refused while this tablet is a kiosk (a count: the kiosk shows no visitor's data). */
export function useKioskRefusalCount(db: ClinicDb = localDb()) {
  return useLiveQuery(() => kioskRefusalCount(db), [db]) ?? 0;
}

// Live queries for screens: they re-render when Dexie changes, whoever wrote (a screen, the
// engine, the pull). `undefined` while the first read runs.
import { useLiveQuery } from 'dexie-react-hooks';
import type { ClientList } from './counters';
import { localDb, type ClinicDb } from './database';
import { clientDocuments, clientPage, clientRecords, outboxSummary, syncCentreEntries } from './queries';
import { getClient } from './clients';
import { kioskRefusalCount } from './kiosk-handover';
import { recordTableOf } from './record-kinds';
import type { DocumentKind, RecordKind } from './types';

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

export function useOutboxSummary(db: ClinicDb = localDb()) {
  return useLiveQuery(() => outboxSummary(db), [db]);
}

export function useSyncCentreEntries(db: ClinicDb = localDb()) {
  return useLiveQuery(() => syncCentreEntries(db), [db]);
}

/** Intakes the server refused while this tablet is a kiosk (a count: the kiosk shows no visitor's data). */
export function useKioskRefusalCount(db: ClinicDb = localDb()) {
  return useLiveQuery(() => kioskRefusalCount(db), [db]) ?? 0;
}

// Live queries for screens: they re-render when Dexie changes, whoever wrote (a screen, the
// engine, the pull). `undefined` while the first read runs.
import { useLiveRead } from './live-read';
import type { OpenKey } from '../../domain/timeline';
import {
  clientDocuments, clientPage, clientRecords, getClient, heldFollowUps, latestRecord, localDb, recordHistory, recordsWithClients, recordTableOf,
  type ClientList, type ClinicDb, type DocumentKind, type RecordKind,
} from '../index';

export function usePage(list: ClientList, page: number, db: ClinicDb = localDb()) {
  return useLiveRead(() => clientPage(db, list, page), [db, list, page]);
}

/** The client row; `null` when this tablet has no such visible client. */
export function useClient(localId: string, db: ClinicDb = localDb()) {
  return useLiveRead(async () => (await getClient(db, localId)) ?? null, [db, localId]);
}

export function useDocuments(clientLocalId: string, kind: DocumentKind, db: ClinicDb = localDb()) {
  return useLiveRead(() => clientDocuments(db, clientLocalId, kind), [db, clientLocalId, kind]);
}

export function useRecords(kind: RecordKind, clientLocalId: string, page: number, db: ClinicDb = localDb()) {
  return useLiveRead(() => clientRecords(db, kind, clientLocalId, page), [db, kind, clientLocalId, page]);
}

export function useRecord(kind: RecordKind, localId: string, db: ClinicDb = localDb()) {
  return useLiveRead(async () => (await db.recordTable(recordTableOf[kind]).get(localId)) ?? null, [db, kind, localId]);
}

/** Newest first; `undefined` while the first read runs. */
export function useRecordHistory(kind: RecordKind, clientLocalId: string, subtype?: number, db: ClinicDb = localDb()) {
  return useLiveRead(() => recordHistory(db, kind, clientLocalId, subtype), [db, kind, clientLocalId, subtype]);
}

/** The newest record, `null` when there is none, `undefined` while loading. */
export function useLatestRecord(kind: RecordKind, clientLocalId: string, subtype?: number, db: ClinicDb = localDb()) {
  return useLiveRead(() => latestRecord(db, kind, clientLocalId, subtype), [db, kind, clientLocalId, subtype]);
}

/** Every visible record of these kinds with its client, live (the follow-up list offline). */
export function useRecordsWithClients(kinds: readonly RecordKind[], db: ClinicDb = localDb()) {
  const key = kinds.join(',');
  // The kinds by their joined key: a caller's new array of the same kinds is no new query.
  return useLiveRead(() => recordsWithClients(db, kinds), [db, key]);
}

/**
 * The record a link names (a timeline entry's `open`): by the tablet's id, else by the server's;
 * only the client's own and not deleted here. `null` when this tablet does not hold it.
 */
export function useOpenedRecord(kind: RecordKind, clientLocalId: string, key: OpenKey | undefined, db: ClinicDb = localDb()) {
  const id = key && ('localId' in key ? `l${key.localId}` : `s${key.serverId}`);
  return useLiveRead(async () => {
    if (!key) return null;
    const table = db.recordTable(recordTableOf[kind]);
    const found = 'localId' in key
      ? await table.get(key.localId)
      : await table.where('serverId').anyOf(Number.isNaN(Number(key.serverId)) ? [key.serverId] : [Number(key.serverId), key.serverId]).first();
    return found && found.clientLocalId === clientLocalId && found.deleted !== 1 ? found : null;
  }, [db, kind, clientLocalId, id]);
}

/** The follow-ups the pull brought (one patient's, or all); `enabled` false reads nothing. */
export function useHeldFollowUps(enabled: boolean, clientLocalId?: string, db: ClinicDb = localDb()) {
  return useLiveRead(async () => (enabled ? heldFollowUps(db, clientLocalId) : []), [db, enabled, clientLocalId]);
}

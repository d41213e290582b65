// Live reads of the queue for screens: the status chip, the sync centre, a row's refusal, the
// kiosk's count of refused intakes. The chip and the centre re-read at most every watchGapMs while
// the outbox changes (store/throttled-watch.ts); the rest through useLiveRead (live-read.ts: a
// locked read keeps its answer).
import { useEffect, useState } from 'react';
import { useLiveRead } from './live-read';
import { kioskRefusalCount, localDb, refusalsOf, watchOutboxSummary, watchSyncCentreEntries, type ClinicDb } from '../index';

/** A watch as a hook: `undefined` until its first answer (as useLiveQuery). `watch` is a module
 * function (a new one each render would watch anew). */
function useWatched<T>(db: ClinicDb, watch: (db: ClinicDb, onValue: (value: T) => void) => () => void): T | undefined {
  const [value, setValue] = useState<T>();
  useEffect(() => watch(db, setValue), [db, watch]);
  return value;
}

export function useOutboxSummary(db: ClinicDb = localDb()) {
  return useWatched(db, watchOutboxSummary);
}

export function useSyncCentreEntries(db: ClinicDb = localDb()) {
  return useWatched(db, watchSyncCentreEntries);
}

/** Intakes the server refused while this tablet is a kiosk (a count: the kiosk shows no visitor's data). */
export function useKioskRefusalCount(db: ClinicDb = localDb()) {
  return useLiveRead(() => kioskRefusalCount(db), [db]) ?? 0;
}

/** Live: the refusals of the rows a table shows, by localId. */
export function useRefusals(localIds: readonly string[], db: ClinicDb = localDb()) {
  const key = localIds.join(',');
  return useLiveRead(() => refusalsOf(db, localIds), [db, key]);
}

/** Live: the refusal of one record (a detail page), `null` when it has none. */
export function useRefusal(localId: string | undefined, db: ClinicDb = localDb()) {
  return useLiveRead(async () => (localId ? (await refusalsOf(db, [localId])).get(localId) ?? null : null), [db, localId]);
}

/** Live: a lookup of the refusal of each of a table's rows (for PagedTable's `refusalOf`). */
export function useRefusalOf(rows: readonly { localId: string }[] | undefined, db: ClinicDb = localDb()) {
  const refusals = useRefusals((rows ?? []).map((row) => row.localId), db);
  return (row: { localId: string }) => refusals?.get(row.localId);
}

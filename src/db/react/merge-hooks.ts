// Live reads of the merges this tablet recorded, for the sync centre and the status chip's mark.
import { useLiveQuery } from 'dexie-react-hooks';
import { localDb, recentMerges, unseenMergeCount, type ClinicDb } from '../index';

export function useRecentMerges(db: ClinicDb = localDb()) {
  return useLiveQuery(() => recentMerges(db), [db]);
}

export function useUnseenMergeCount(db: ClinicDb = localDb()) {
  return useLiveQuery(() => unseenMergeCount(db), [db]);
}


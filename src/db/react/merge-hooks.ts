// Live reads of the merges this tablet recorded, for the sync centre and the status chip's mark.
import { useLiveRead } from './live-read';
import { localDb, recentMerges, unseenMergeCount, type ClinicDb } from '../index';

export function useRecentMerges(db: ClinicDb = localDb()) {
  return useLiveRead(() => recentMerges(db), [db]);
}

export function useUnseenMergeCount(db: ClinicDb = localDb()) {
  return useLiveRead(() => unseenMergeCount(db), [db]);
}


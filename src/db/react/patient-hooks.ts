// Live reads of one patient's banner and of reception's day (today's arrivals, this person's
// recent patients). `undefined` while the first read runs.
import { useLiveRead } from './live-read';
import type { TimelineKind } from '../../domain/timeline';
import { createStillQueued, getClient, localDb, localTimeline, recentPatients, todaysArrivals, type ClientRow, type ClinicDb } from '../index';

export interface BannerClient {
  client: ClientRow | null;
  /** The registration has not reached the server: no server id yet, or its create still queued. */
  unsent: boolean;
}

export function usePatientBanner(clientLocalId: string, db: ClinicDb = localDb()): BannerClient | undefined {
  return useLiveRead(async () => {
    const client = (await getClient(db, clientLocalId)) ?? null;
    if (!client) return { client, unsent: false };
    const unsent = client.serverId === undefined || (await createStillQueued(db, clientLocalId));
    return { client, unsent };
  }, [db, clientLocalId]);
}

/** `today` is read once per mount: a page left open past midnight keeps its day until reopened. */
export function useTodaysArrivals(today: Date, db: ClinicDb = localDb()) {
  const day = today.toDateString();
  // Keyed by the day, not the instant: a new Date each render must not start a new read.
  return useLiveRead(() => todaysArrivals(db, today), [db, day]);
}

export function useRecentPatients(userId: string | undefined, db: ClinicDb = localDb()) {
  return useLiveRead(async () => (userId ? recentPatients(db, userId) : []), [db, userId]);
}

/** What this tablet holds of a patient's story, of the kinds given (the person's area may read). */
export function useLocalTimeline(clientLocalId: string, kinds: readonly TimelineKind[], db: ClinicDb = localDb()) {
  return useLiveRead(() => localTimeline(db, clientLocalId, kinds), [db, clientLocalId, kinds.join()]);
}

// What a person does to an entry in the sync centre: each is one transaction in db/, then a
// replay pass so a retried or settled entry goes out at once when the network allows.
import { discardEntry, keepMine, keepServer, localDb, markMergesSeen, retryEntry, type ClinicDb } from '../../db/index';
import { appSyncEngine } from '../../sync/index';

export type EntryAction = 'retry' | 'discard' | 'keepMine' | 'keepServer';

const actions: Record<EntryAction, (db: ClinicDb, id: string) => Promise<void>> = {
  retry: retryEntry,
  discard: discardEntry,
  keepMine,
  keepServer,
};

export async function actOnEntry(action: EntryAction, entryId: string, db: ClinicDb = localDb()): Promise<void> {
  await actions[action](db, entryId);
  if (action !== 'discard') void appSyncEngine()?.syncNow();
}

/** The "sync now" button: a person asks, so every wait (backoff, network) ends first; resolves
 * when the pass (and pull) ends. */
export async function syncNow(): Promise<void> {
  await appSyncEngine()?.syncNow({ fresh: true });
}

/** The sync centre showed the merges: the status chip's mark for them goes. */
export function mergesLookedAt(db: ClinicDb = localDb()): Promise<void> {
  return markMergesSeen(db);
}

// The service worker's delivery of the sealed queue (deliver-pass.ts) when the browser fires
// Background Sync: no page need be open, nobody need be signed in, no data key is needed. The
// author whose session the worker holds unlocked replays their own entries (worker-replay.ts).
import { isUnlocked } from '../db/crypto/index';
import { localDb, readSyncState, type ClinicDb } from '../db/store/index';
import { deliverQueue, type DeliveryReport } from './deliver-pass';

export async function deliverFromWorker(origin: string, db: ClinicDb = localDb(), fetchImpl?: typeof fetch): Promise<DeliveryReport> {
  const { userId, token } = await readSyncState(db);
  const skipAuthor = isUnlocked() && token ? userId : undefined;
  return deliverQueue(db, { baseUrl: new URL('/api/v1/', origin).href, skipAuthor, fetch: fetchImpl });
}

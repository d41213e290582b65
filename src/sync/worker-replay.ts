// Replay from the service worker when the browser fires Background Sync and no page is open
// to do it: the same engine and the same Web Lock as the pages (so never two replayers), the
// token from the session copy db/ keeps for the worker (it cannot read localStorage), sealed
// under the data key the worker holds in memory. Only the signed-in person's entries go, with
// their token, and the pull moves their role's cursor.
import { createTransport } from '../api/outbox-transport';
import { isUnlocked, openText } from '../db/crypto/index';
import { localDb, readSyncState, type ClinicDb } from '../db/store/index';
import { readKioskToken } from '../db/kiosk/index';
import { createSyncEngine } from './engine';
import type { PassReport } from './engine-types';

/** One pass (and pull, unless a kiosk) for the signed-in user or the kiosk, or undefined when
 *  neither, or when the worker holds no data key (locked: the next page to unlock replays). */
export async function replayFromWorker(origin: string, db: ClinicDb = localDb(), fetchImpl?: typeof fetch): Promise<PassReport | undefined> {
  if (!isUnlocked()) return undefined;
  const { token: stored, userId, role, kiosk } = await readSyncState(db);
  // Both are sealed: a staff token under the data key, a kiosk's under the kiosk's own key. One
  // kept plain by an older version is not used (the next page to unlock writes it sealed).
  const token = kiosk ? await readKioskToken(db) : stored && openText(stored);
  if (!token) return undefined;
  const engine = createSyncEngine({
    db,
    kiosk, // a kiosk's worker forgets intakes once sent and pulls nothing, like its page
    transport: createTransport({ baseUrl: new URL('/api/v1/', origin).href, getToken: () => token, fetch: fetchImpl }),
    author: userId,
    scope: role,
  });
  try {
    return await engine.start();
  } finally {
    engine.stop();
  }
}

// This tablet's name for its data key on the server: a random UUID made at the
// first unlock and kept beside the data it names (the sync state), so clearing the browser's
// local storage cannot part the rows from their key. It unlocks nothing by itself: the server
// gives the key only to a signed-in staff user, or to this tablet's own kiosk token. A tablet
// turned into a kiosk takes its kiosk device's id, so the kiosk's token reaches its key alone.
import type { ClinicDb } from './database';
import { readSyncState } from './sync-state';

export async function tabletDeviceId(db: ClinicDb): Promise<string> {
  return db.transaction('rw', db.syncState, async () => {
    const row = await readSyncState(db);
    if (row.deviceId) return row.deviceId;
    const made = crypto.randomUUID();
    await db.syncState.put({ ...row, deviceId: made });
    return made;
  });
}

export async function setTabletDeviceId(db: ClinicDb, id: string): Promise<void> {
  await db.transaction('rw', db.syncState, async () => {
    await db.syncState.put({ ...(await readSyncState(db)), deviceId: id.toLowerCase() });
  });
}

// The sync cursor and the times of the last successful push and pull (the sync centre's receipt).
import type { ClinicDb } from './database';
import type { SyncStateRow } from './types';

export async function readSyncState(db: ClinicDb): Promise<SyncStateRow> {
  return (await db.syncState.get('main')) ?? { key: 'main' };
}

export async function markPushed(db: ClinicDb, now: number): Promise<void> {
  await db.transaction('rw', db.syncState, async () => {
    const row = await readSyncState(db);
    await db.syncState.put({ ...row, lastPushAt: new Date(now).toISOString() });
  });
}

/** Keeps the session where the service worker can read it (it has no localStorage). */
export async function storeSessionCopy(db: ClinicDb, token: string | undefined, userId: string | undefined): Promise<void> {
  await db.transaction('rw', db.syncState, async () => {
    const row = await readSyncState(db);
    await db.syncState.put({ ...row, token, userId });
  });
}

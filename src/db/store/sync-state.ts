// The sync cursors (one per read scope), the times of the last successful push and pull (the
// sync centre's receipt) and the session copy the service worker reads.
import { sealText } from '../crypto/index';
import type { ClinicDb } from './database';
import type { SyncStateRow } from './types';

export async function readSyncState(db: ClinicDb): Promise<SyncStateRow> {
  return (await db.syncState.get('main')) ?? { key: 'main' };
}

/** The pull cursor of a read scope; undefined: this scope was never pulled on this tablet. */
export async function readCursor(db: ClinicDb, scope: string): Promise<string | undefined> {
  return (await readSyncState(db)).cursors?.[scope];
}

export async function markPushed(db: ClinicDb, now: number): Promise<void> {
  await db.transaction('rw', db.syncState, async () => {
    const row = await readSyncState(db);
    await db.syncState.put({ ...row, lastPushAt: new Date(now).toISOString() });
  });
}

export interface SessionCopy {
  token?: string;
  userId?: string;
  role?: string;
}

/** Keeps the session where the service worker can read it (it has no localStorage), its token
 *  sealed under the data key: the worker replays only while it holds the key anyway. Rejects with
 *  LockedError while the tablet is locked and a token is given. */
export async function storeSessionCopy(db: ClinicDb, session: SessionCopy): Promise<void> {
  const token = session.token === undefined ? undefined : sealText(session.token);
  await db.transaction('rw', db.syncState, async () => {
    const row = await readSyncState(db);
    // The staff member who made this tablet a kiosk signs out: the kiosk's token is its only copy.
    if (row.kiosk && token === undefined) return;
    await db.syncState.put({ ...row, token, userId: session.userId, role: session.role });
  });
}

/** The server's delivery key, kept for sealing while nobody can reach the server. */
export async function storeDeliveryKey(db: ClinicDb, deliveryKey: SyncStateRow['deliveryKey']): Promise<void> {
  await db.transaction('rw', db.syncState, async () => {
    const row = await readSyncState(db);
    await db.syncState.put({ ...row, deliveryKey });
  });
}

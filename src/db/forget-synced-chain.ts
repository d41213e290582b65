// Kiosk: once everything of a visitor's intake is on the server, the tablet forgets it.
import { removeClient, removeClientRows, syncedTables } from './client-removal';
import type { ClinicDb } from './database';
import { waitingStates } from './outbox-store';
import type { ClientRow } from './types';

export async function forgetChainIfSynced(db: ClinicDb, clientLocalId: string): Promise<boolean> {
  return db.transaction('rw', syncedTables(db), async () => {
    const entries = await db.outbox.where('chain').equals(clientLocalId).toArray();
    if (entries.some((e) => waitingStates.includes(e.state) || e.state === 'failed')) return false;
    const client: ClientRow | undefined = await db.clients.get(clientLocalId);
    if (!client?.serverId || !client.submitted) return false;
    await removeClient(db, clientLocalId);
    await removeClientRows(db, clientLocalId);
    await db.outbox.where('chain').equals(clientLocalId).delete();
    return true;
  });
}

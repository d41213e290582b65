// 409 on a client create: the national code is already on the server. The tablet adopts the
// server's client instead of making a second one, and keeps what it had entered.
import { removeClient, syncedTables } from '../records/index';
import type { ClinicDb } from '../store/index';
import { moveChain } from '../outbox/index';
import { settleTakenOne } from '../outbox/index';
import { recordTableNames } from '../store/index';
import type { OutboxEntry, ServerId } from '../store/index';

/** Adopt the server's id, keep this tablet's fields in `merges`, and let the pull bring the server's fields. */
export async function adoptExistingClient(db: ClinicDb, entry: OutboxEntry, serverId: ServerId, now = Date.now()): Promise<void> {
  await db.transaction('rw', syncedTables(db), async () => {
    const row = await db.clients.get(entry.localId);
    if (row) {
      await foldPulledTwin(db, entry.localId, serverId);
      await db.clients.update(entry.localId, { serverId });
      await db.merges.add({
        clientLocalId: row.localId, serverId, nationalCode: row.nationalCode, localFields: row.fields,
        at: new Date(now).toISOString(),
      });
    }
    await settleTakenOne(db, entry.seq!);
  });
}

/** The pull may already have brought the server's client as its own row: fold it into ours,
 * moving what hangs on it, so the tablet shows one client. */
async function foldPulledTwin(db: ClinicDb, localId: string, serverId: ServerId): Promise<void> {
  const twins = (await db.clients.where('serverId').equals(serverId).toArray()).filter((c) => c.localId !== localId);
  for (const twin of twins) {
    await db.documents.where('[clientLocalId+kind]').between([twin.localId, ''], [twin.localId, '\uffff']).modify({ clientLocalId: localId });
    for (const name of recordTableNames) {
      await db.recordTable(name).where('[clientLocalId+createdAt]').between([twin.localId, ''], [twin.localId, '\uffff']).modify({ clientLocalId: localId });
    }
    await moveChain(db, twin.localId, localId);
    await removeClient(db, twin.localId);
  }
}

// A kiosk keeps a visitor's intake only until the server has it (design.md). The
// intake is closed when the visitor leaves (submit, idle reset, cancel, a restart); a closed or
// submitted intake whose every outbox entry is done is deleted with its rows, photos and merges.
import { uuidV7 } from '../../domain/uuid-v7';
import { removeClient, removeClientRows, syncedTables } from '../records/index';
import { adjustClientCounters, listFlags } from '../records/index';
import type { ClinicDb } from '../store/index';
import { amendUnsentCreate, dropChain, entriesOfChain, outboxTable, sendingTable, unsentCreateOf } from '../outbox/index';
import type { ClientRow } from '../store/index';

/** Deletes every closed or submitted intake the server has all of; resolves to how many. */
export async function forgetSyncedIntakes(db: ClinicDb): Promise<number> {
  return db.transaction('rw', syncedTables(db), async () => {
    let forgotten = 0;
    const clients = await db.clients.filter((c) => c.kioskClosed === 1 || c.submitted === 1).toArray();
    for (const client of clients) {
      const entries = await entriesOfChain(db, client.localId);
      if (entries.some((e) => e.state !== 'done')) continue;
      await removeClient(db, client.localId);
      await removeClientRows(db, client.localId);
      await db.merges.where('clientLocalId').equals(client.localId).delete();
      await dropChain(db, client.localId);
      forgotten += 1;
    }
    return forgotten;
  });
}

/** The visitor left: every intake but `keep` (the one still on screen) is closed, and what the
 * server already has is forgotten at once. */
export async function closeKioskIntakes(db: ClinicDb, keep?: string): Promise<number> {
  await db.transaction('rw', db.clients, () =>
    db.clients.filter((c) => c.localId !== keep && c.kioskClosed !== 1).modify({ kioskClosed: 1 }));
  return forgetSyncedIntakes(db);
}

/** A client the server knows (a Kiosk's search answers its id alone): a row that holds nothing
 * but the server id, so the visitor's documents and submit can hang on it. In no list. */
export async function holdKnownClient(db: ClinicDb, serverId: ClientRow['serverId'], now = Date.now()): Promise<string> {
  const localId = uuidV7(now);
  const at = new Date(now).toISOString();
  await db.clients.add({
    localId, serverId, createdAt: at, updatedAt: at, deleted: 0, submitted: 0,
    nationalCode: '', inAll: 0, inCovered: 0, inScreening: 0,
    fields: {
      firstName: '', lastName: '', fatherName: '', nationalCode: '', nationality: '', birthCertificateNumber: '',
      birthDay: '', gender: -1, education: -1, maritalStatus: -1, numberOfChildren: 0, housing: -1, address: '',
      phoneNumber: '', isCoveredPatient: false, isScreening: false, isPersonnel: false, isNew: false, greenCardCode: '',
    },
  });
  return localId;
}

/** Back on the kiosk's basic-info step: the visitor's corrections replace the client's fields and
 * its create's payload while the create has not left the tablet (a Kiosk token may not edit a
 * client on the server). False, and nothing changed, once it has. */
export async function amendUnsentClient(db: ClinicDb, localId: string, fields: ClientRow['fields'], now = Date.now()): Promise<boolean> {
  return db.transaction('rw', db.clients, outboxTable, db.counters, sendingTable, async () => {
    const before = await db.clients.get(localId);
    const create = await unsentCreateOf(db, localId);
    if (!before || before.deleted || !create) return false;
    const changed = { ...before, fields, nationalCode: fields.nationalCode, updatedAt: new Date(now).toISOString() };
    const after: ClientRow = { ...changed, ...listFlags(changed) };
    await db.clients.put(after);
    await adjustClientCounters(db, before, after);
    await amendUnsentCreate(db, create, { ...fields, localId });
    return true;
  });
}

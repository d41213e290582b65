// What the sync engine writes back when the server answers: the server id on the record and
// the entry settled (gone from the outbox, an SMS kept as done), in ONE transaction (design.md
// "Replay"). A sync/batch's successes are written together: per table one read and one write,
// and the entries settled at once (one update each cost three IndexedDB requests; 100 answers
// took ≈ 250 ms on a busy tablet).
import type { Table } from 'dexie';
import { noteDeletedHere, removeClient, syncedTables } from '../records/index';
import { patched, plainChange, putStoredRows, storedRowsOf, withPlain } from '../crypto/index';
import type { ClinicDb } from '../store/index';
import { settleTaken } from '../outbox/index';
import type { OutboxEntry, ServerId } from '../store/index';

export interface ServerAnswer {
  id?: ServerId;
  version?: number;
  fileName?: string;
  result?: unknown;
}

/** A row's new values (undefined: the key is removed, as Dexie's update does), or work of its own. */
type Write = { patch: Record<string, unknown> } | { run: () => Promise<unknown> } | undefined;

function writeOf(db: ClinicDb, entry: OutboxEntry, answer: ServerAnswer): Write {
  switch (entry.operation) {
    case 'client.create':
    case 'record.create':
    case 'document.upload': {
      const patch: Record<string, unknown> = { serverId: answer.id, version: answer.version ?? 1 };
      if (answer.fileName) patch.fileName = answer.fileName;
      // A client takes the server's creation time: the lists and the search order by it, as the
      // server does (store/list-order.ts), not by when it was typed here.
      const createdAt = entry.operation === 'client.create' ? serverCreatedAt(answer.result) : undefined;
      if (createdAt) patch.createdAt = createdAt;
      // Only news: a create's row holds no answer before its own.
      const news = entry.operation === 'record.create' ? newsIn(answer.result) : undefined;
      if (news) patch.serverResult = news;
      // The server has the photo now: its bytes leave the tablet, the thumbnail stays (full-photo.ts fetches it back).
      if (entry.operation === 'document.upload' && answer.fileName) patch.photo = undefined;
      return { patch };
    }
    case 'client.update':
    case 'client.submit':
      // Finalizing raises the version too: an edit made after it goes with If-Match of this one.
      return answer.version === undefined ? undefined : { patch: { version: answer.version } };
    case 'record.update':
      return { patch: { serverId: answer.id, version: answer.version } };
    case 'client.delete':
      return { run: async () => {
        noteDeletedHere(db, (await db.clients.get(entry.localId))?.serverId);
        await removeClient(db, entry.localId);
      } };
    case 'document.delete':
    case 'record.delete':
      return { run: () => db.table(entry.table).delete(entry.localId) };
  }
}

function serverCreatedAt(result: unknown): string | undefined {
  const at = result && typeof result === 'object' ? (result as Record<string, unknown>).createdAt : undefined;
  return typeof at === 'string' && Number.isFinite(Date.parse(at)) ? at : undefined;
}

/** The fields of a create's answer the row does not keep already (an EORTC test's scores), or
 * undefined: its echo (id, localId, version, updatedAt) is the row's own server id and version.
 * Kept whole, every test's answer would be sealed anew as its row took its server id (a cipher run
 * per record of a replay) to keep nothing. */
function newsIn(result: unknown): Record<string, unknown> | undefined {
  if (!result || typeof result !== 'object') return undefined;
  const { id: _id, localId: _localId, version: _version, updatedAt: _updatedAt, ...news } = result as Record<string, unknown>;
  return Object.keys(news).length > 0 ? news : undefined;
}

/** Each row's patch, a row gone meanwhile left gone (update would not have made it either). A
 * patch of plain fields alone (a server id and version, mostly) is written to the row as stored,
 * nothing opened or sealed again (crypto/stored-rows.ts); the rest through the sealing layer. */
async function writePatches(table: Table, rows: Map<string, Record<string, unknown>>): Promise<void> {
  const plain = [...rows].filter(([, patch]) => plainChange(table.name, patch));
  const sealed = [...rows].filter(([, patch]) => !plainChange(table.name, patch));
  const stored = await storedRowsOf(table, plain.map(([localId]) => localId));
  await putStoredRows(table, plain.flatMap(([, patch], i) => (stored[i] ? [withPlain(table.name, stored[i], patch)] : [])));
  if (sealed.length === 0) return;
  const found = await table.bulkGet(sealed.map(([localId]) => localId));
  await table.bulkPut(found.flatMap((row, i) => (row ? [patched(row as Record<string, unknown>, sealed[i]![1])] : [])));
}

export function completeEntry(db: ClinicDb, entry: OutboxEntry, answer: ServerAnswer): Promise<void> {
  return completeEntries(db, [{ entry, answer }]);
}

/** Entries of different chains (a round's), each with its server answer. */
export async function completeEntries(db: ClinicDb, answered: Array<{ entry: OutboxEntry; answer: ServerAnswer }>): Promise<void> {
  if (answered.length === 0) return;
  await db.transaction('rw', syncedTables(db), async () => {
    const patches = new Map<string, Map<string, Record<string, unknown>>>();
    for (const { entry, answer } of answered) {
      const write = writeOf(db, entry, answer);
      if (!write) continue;
      if ('run' in write) {
        await write.run();
        continue;
      }
      const rows = patches.get(entry.table) ?? new Map<string, Record<string, unknown>>();
      rows.set(entry.localId, { ...rows.get(entry.localId), ...write.patch });
      patches.set(entry.table, rows);
    }
    for (const [name, rows] of patches) await writePatches(db.table(name), rows);
    await settleTaken(db, answered.map(({ entry }) => entry));
  });
}

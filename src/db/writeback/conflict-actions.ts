// Settling a conflict (409 on a stale edit of a client or of disease data), one transaction each.
// "Keep mine" sends again only the fields this tablet changed (each edit against the version it
// started from), on top of the server's newest version; "keep the server's" takes that version.
// The newest is the 409's record, or a newer one the pull kept back while the conflict waited.
import { adjustClientCounters, listFlags, toClientFields } from '../records/index';
import type { ClinicDb } from '../store/index';
import { dropEntry, getEntry, outboxTable, rebaseEdit, requeueConflict, waitingEditsAfter } from '../outbox/index';
import { recordTableNames } from '../store/index';
import type { ClientRow, OutboxEntry, RecordRow } from '../store/index';

type Fields = Record<string, unknown>;

const tablesOf = (db: ClinicDb) => [db.clients, outboxTable, db.counters, db.deferredChanges, ...recordTableNames.map((t) => db.table(t))];
const serverMeta = new Set(['id', 'clientId', 'localId', 'version', 'createdAt', 'updatedAt']);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The server's newest version of the entry's record: its fields as this tablet stores them, and its version. */
async function newestServer(db: ClinicDb, entry: OutboxEntry): Promise<{ fields: Fields; version?: number } | undefined> {
  let data = entry.serverVersion as Fields | null | undefined;
  const kept = await db.deferredChanges.get([entry.table, entry.localId]);
  if (kept?.change.op === 'upsert' && kept.change.data && Number(kept.change.version) > Number(data?.version ?? 0)) data = kept.change.data;
  if (!data) return undefined;
  const fields = entry.table === 'clients'
    ? (toClientFields(data) as unknown as Fields)
    : Object.fromEntries(Object.entries(data).filter(([key]) => !serverMeta.has(key)));
  return { fields, version: typeof data.version === 'number' ? data.version : Number(data.version ?? NaN) || undefined };
}

/** The fields an edit changed, against the version it started from (all of them when that is unknown). */
function changedBy(entry: OutboxEntry): Fields {
  const payload = entry.payload ?? {};
  if (!entry.base) return payload;
  return Object.fromEntries(Object.entries(payload).filter(([key, value]) => key === 'localId' || !same(value, entry.base![key])));
}

async function writeRow(db: ClinicDb, entry: OutboxEntry, fields: Fields, version: number | undefined): Promise<void> {
  if (entry.table === 'clients') {
    const before = await db.clients.get(entry.localId);
    if (!before) return;
    const merged = toClientFields({ ...before.fields, ...fields });
    const base = { ...before, fields: merged, version: version ?? before.version };
    const after: ClientRow = { ...base, nationalCode: merged.nationalCode, ...listFlags(base) };
    await db.clients.put(after);
    await adjustClientCounters(db, before, after);
    return;
  }
  const table = db.table<RecordRow, string>(entry.table);
  const before = await table.get(entry.localId);
  if (!before) return;
  const { localId: _localId, ...payload } = fields;
  await table.put({ ...before, payload, version: version ?? before.version });
}

/** Send my changes again, over the server's newest version (If-Match that version). */
export async function keepMine(db: ClinicDb, id: string): Promise<void> {
  await db.transaction('rw', tablesOf(db), async () => {
    const entry = await getEntry(db, id);
    if (entry?.state !== 'conflict') return;
    const server = await newestServer(db, entry);
    if (!server) {
      await requeueConflict(db, entry, undefined);
      return;
    }
    // Later edits of the same record, still waiting behind this one, are rebased the same way.
    const later = await waitingEditsAfter(db, entry);
    let fields: Fields = server.fields;
    for (const edit of [entry, ...later]) {
      const base = fields;
      fields = { ...fields, ...changedBy(edit) };
      const payload = entry.table === 'clients' ? withoutIsNew(fields) : fields;
      if (edit === entry) await requeueConflict(db, entry, server.version, { payload, base });
      else await rebaseEdit(db, edit, payload, base);
    }
    await writeRow(db, entry, fields, undefined);
  });
}

/** Take the server's newest version; my edit is dropped. What the pull kept back for the record
 * is applied after (pull/keep-server.ts). */
export async function keepServerVersion(db: ClinicDb, id: string): Promise<void> {
  await db.transaction('rw', tablesOf(db), async () => {
    const entry = await getEntry(db, id);
    if (entry?.state !== 'conflict') return;
    const server = await newestServer(db, entry);
    if (server) await writeRow(db, entry, server.fields, server.version);
    // The edit has nothing left to send: it leaves the outbox as an entry the server took does.
    await dropEntry(db, entry);
  });
}

function withoutIsNew(fields: Fields): Fields {
  const { isNew: _isNew, ...rest } = fields;
  return rest;
}

// Applies one page of sync/changes in ONE transaction, counters included. A local row with
// entries still waiting is left alone: this tablet's write is on its way and will come back
// as a newer change. Server rows map to local rows by the echoed localId, else by serverId.
import { adjustClientCounters, listFlags } from './counters';
import type { ClinicDb } from './database';
import { waitingStates } from './outbox-store';
import { recordTableNames } from './record-kinds';
import { localEntityOf, toClientFields, type LocalEntity } from './pull-entities';
import type { ClientRow, DocumentRow, RecordRow, ServerId } from './types';

export interface ServerChange {
  entity: string;
  id: ServerId;
  op: 'upsert' | 'delete';
  version?: number;
  data?: Record<string, unknown> | null;
}

type Row = { localId: string; serverId?: ServerId; createdAt?: string };

export async function applyChangesPage(db: ClinicDb, changes: ServerChange[], cursor: unknown, now: number): Promise<number> {
  let applied = 0;
  const tables = [db.clients, db.documents, db.outbox, db.counters, db.syncState, ...recordTableNames.map((t) => db.table(t))];
  await db.transaction('rw', tables, async () => {
    const waiting = new Set(
      (await db.outbox.where('state').anyOf(waitingStates as string[]).toArray()).map((e) => e.localId),
    );
    for (const change of changes) {
      const target = localEntityOf(change.entity);
      if (!target) continue;
      const table = db.table<Row, string>(target.table);
      const data = change.data ?? {};
      const echoed = typeof data.localId === 'string' ? await table.get(data.localId) : undefined;
      const existing = echoed ?? (await table.where('serverId').equals(change.id).first());
      if (existing && waiting.has(existing.localId)) continue;
      if (change.op === 'delete') {
        if (existing) {
          if (target.table === 'clients') await adjustClientCounters(db, existing as ClientRow, undefined);
          await table.delete(existing.localId);
          applied += 1;
        }
        continue;
      }
      const row = await toLocalRow(db, target, change, existing, now);
      if (!row) continue;
      await table.put(row);
      if (target.table === 'clients') await adjustClientCounters(db, existing as ClientRow | undefined, row as ClientRow);
      applied += 1;
    }
    const state = (await db.syncState.get('main')) ?? { key: 'main' as const };
    await db.syncState.put({ ...state, cursor: cursor == null ? state.cursor : String(cursor), lastPullAt: new Date(now).toISOString() });
  });
  return applied;
}

async function toLocalRow(db: ClinicDb, target: LocalEntity, change: ServerChange, existing: Row | undefined, now: number): Promise<ClientRow | DocumentRow | RecordRow | undefined> {
  const data = change.data ?? {};
  const at = new Date(now).toISOString();
  const localId = existing?.localId ?? (typeof data.localId === 'string' ? data.localId : `server-${target.table}-${change.id}`);
  const createdAt = existing?.createdAt ?? (typeof data.createdAt === 'string' ? data.createdAt : at);
  const updatedAt = typeof data.updatedAt === 'string' ? data.updatedAt : at;
  const common = { localId, serverId: change.id, version: change.version, createdAt, updatedAt, deleted: 0 as const };
  if (target.table === 'clients') {
    const fields = toClientFields(data);
    const base = { ...common, fields, submitted: data.submitted === false ? 0 as const : 1 as const };
    return { ...base, nationalCode: fields.nationalCode, ...listFlags(base) } satisfies ClientRow;
  }
  const clientServerId = (data.clientId ?? data.client_id) as ServerId | undefined;
  const client = clientServerId === undefined ? undefined : await db.clients.where('serverId').equals(clientServerId).first();
  const clientLocalId = client?.localId ?? (existing as { clientLocalId?: string } | undefined)?.clientLocalId;
  if (!clientLocalId) return undefined; // a client this role may not read: nothing to hang it on
  if (target.table === 'documents') {
    const before = existing as DocumentRow | undefined;
    return {
      ...common, clientLocalId, kind: target.documentKind ?? 'identity',
      type: Number(data.documentTypes ?? data.personalFileType ?? data.type ?? before?.type ?? 0),
      fileName: data.fileName as string | undefined, uploadDate: (data.uploadDate as string | undefined) ?? before?.uploadDate,
      photo: before?.photo, mime: before?.mime, thumbnail: before?.thumbnail,
    } satisfies DocumentRow;
  }
  const subtype = target.subtypeOf?.(data);
  const serverResult = (existing as RecordRow | undefined)?.serverResult;
  return { ...common, kind: target.kind!, clientLocalId, subtype, payload: data, serverResult } satisfies RecordRow;
}

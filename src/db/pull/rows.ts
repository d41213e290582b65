// The local row a server change becomes: keeps this tablet's localId and the bytes and answers
// only it holds (photos, a record's server result); records hang on their client. A client takes
// the server's createdAt (the lists order by it, as the server's do); a record keeps its own.
import { listFlags } from '../records/index';
import type { LocalEntity } from './entities';
import { toClientFields } from '../records/index';
import type { ClientRow, DocumentRow, FollowUpLocalRow, RecordRow, ServerId } from '../store/index';

export interface ServerChange {
  entity: string;
  id: ServerId;
  op: 'upsert' | 'delete';
  version?: number;
  data?: Record<string, unknown> | null;
}

export type LocalRow = ClientRow | DocumentRow | RecordRow | FollowUpLocalRow;

/** `clientOf` answers where('serverId').equals(id).first() on clients, as of this change. */
export function toLocalRow(target: LocalEntity, change: ServerChange, existing: LocalRow | undefined, now: number, clientOf: (serverId: unknown) => ClientRow | undefined): LocalRow | undefined {
  const data = change.data ?? {};
  const at = new Date(now).toISOString();
  const localId = existing?.localId ?? (typeof data.localId === 'string' ? data.localId : `server-${target.table}-${change.id}`);
  const serverAt = typeof data.createdAt === 'string' && Number.isFinite(Date.parse(data.createdAt)) ? data.createdAt : undefined;
  const createdAt = (target.table === 'clients' ? serverAt ?? existing?.createdAt : existing?.createdAt ?? serverAt) ?? at;
  const updatedAt = typeof data.updatedAt === 'string' ? data.updatedAt : at;
  const common = { localId, serverId: change.id, version: change.version, createdAt, updatedAt, deleted: 0 as const };
  if (target.table === 'clients') {
    const fields = toClientFields(data);
    const base = { ...common, fields, submitted: data.submitted === false ? 0 as const : 1 as const };
    return { ...base, nationalCode: fields.nationalCode, ...listFlags(base) } satisfies ClientRow;
  }
  const clientServerId = data.clientId ?? data.client_id;
  const client = clientServerId === undefined || clientServerId === null ? undefined : clientOf(clientServerId);
  const clientLocalId = client?.localId ?? (existing as { clientLocalId?: string } | undefined)?.clientLocalId;
  if (!clientLocalId) return undefined; // a client this role may not read: nothing to hang it on
  if (target.table === 'followUps') return { ...common, clientLocalId, payload: data } satisfies FollowUpLocalRow;
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

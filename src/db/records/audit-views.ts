// The views of patients made on this tablet (issue 37 §5), online or offline: each kept as a row
// (sealed: which patient, which record) until the server has it. The sync pass sends them with
// the queue (sync/send-views.ts), in batches, by their own author only; a view of a client or
// record the server does not know yet waits for its create, one of a patient since deleted here
// is dropped (the server's trail has the delete).
import { maxViewsPerPost, type ViewedEntity } from '../../domain/audit';
import type { AuditViewInput } from '../../domain/schemas/audit';
import { recordTableOf, watchSeqAdds, type AuditViewRow, type ClinicDb, type RecordKind, type SyncedTable } from '../store/index';

export interface ViewNote {
  userId: string;
  entity: ViewedEntity;
  clientLocalId: string;
  localId?: string;
  action?: 'view' | 'print';
}

export async function noteView(db: ClinicDb, view: ViewNote, now = Date.now()): Promise<void> {
  await db.auditViews.add({ ...view, action: view.action ?? 'view', seenAt: new Date(now).toISOString(), viewId: crypto.randomUUID() });
}

const tableOf = (entity: ViewedEntity): SyncedTable =>
  entity === 'client' ? 'clients' : entity === 'photo' || entity === 'document' || entity === 'personalDocument' ? 'documents' : recordTableOf[entity as RecordKind];

const serverNumber = (id: unknown) => (id === undefined || id === null ? undefined : Number(id));

/** Up to `maxViewsPerPost` of this person's views the server can place, as `POST Audit/views`
 * sends them; `gone`: views of patients no longer here (to forget). */
export async function viewsToSend(db: ClinicDb, userId: string): Promise<{ seqs: number[]; views: AuditViewInput[]; gone: number[] }> {
  const rows: AuditViewRow[] = await db.auditViews.where('userId').equals(userId).limit(maxViewsPerPost * 2).toArray();
  const seqs: number[] = [];
  const views: AuditViewInput[] = [];
  const gone: number[] = [];
  for (const row of rows) {
    if (views.length === maxViewsPerPost) break;
    const client = await db.clients.get(row.clientLocalId);
    if (!client || client.deleted) {
      gone.push(row.seq!);
      continue;
    }
    const clientId = serverNumber(client.serverId);
    const shown = row.localId ? ((await db.table(tableOf(row.entity)).get(row.localId)) as { serverId?: unknown } | undefined) : undefined;
    const entityId = row.localId ? serverNumber(shown?.serverId) : clientId;
    if (clientId === undefined || entityId === undefined) continue;
    seqs.push(row.seq!);
    views.push({ action: row.action, entity: row.entity, entityId, clientId, seenAt: row.seenAt, ...(row.viewId ? { viewId: row.viewId } : {}) });
  }
  return { seqs, views, gone };
}

export async function forgetViews(db: ClinicDb, seqs: number[]): Promise<void> {
  if (seqs.length > 0) await db.auditViews.bulkDelete(seqs);
}

/** Tells the sync engine when a view is noted (this tab or another), so it goes out with the
 * next pass at once, as an outbox entry would (outbox/watch-adds.ts). */
export function watchViewAdds(db: ClinicDb, onAdded: () => void): () => void {
  return watchSeqAdds(db.auditViews, onAdded);
}

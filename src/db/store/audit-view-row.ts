// The audit trail's rows on the tablet (issue 37 §5): a view or a print kept until it is sent.
import type { ViewedEntity } from '../../domain/audit';

/** A view (or print) of a patient made on this tablet, waiting to be sent (records/audit-views.ts). */
export interface AuditViewRow {
  seq?: number;
  userId: string;
  action: 'view' | 'print';
  /** As the server names it (domain/audit.ts viewedEntities). */
  entity: ViewedEntity;
  clientLocalId: string;
  /** The record or photo shown (its local id), when not the client itself. */
  localId?: string;
  seenAt: string; // ISO
  /** Made when noted (absent on views kept before it was): the server keeps a view once by it. */
  viewId?: string;
}

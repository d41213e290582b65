// The audit trail's words (issue 37 §5), shared by the server that keeps it and the tablet that
// queues the views it made: what was done, to which kind of thing. Ids only, never field values.
import { syncEntities } from './sync-entities';

export const auditActions = ['signIn', 'signOut', 'view', 'print', 'export', 'create', 'edit', 'delete'] as const;
export type AuditAction = (typeof auditActions)[number];

/** What a tablet may say it showed or printed: a client's detail, one of its records, a photo. */
export const viewedEntities = [...syncEntities, 'photo'] as const;
export type ViewedEntity = (typeof viewedEntities)[number];

/** The actions a tablet reports itself (the rest the server records as they happen). */
export const reportedActions = ['view', 'print'] as const satisfies readonly AuditAction[];

/** At most so many views in one `POST Audit/views`: the queue sends more in several requests. */
export const maxViewsPerPost = 200;

/** Page size of the SuperAdmin screen, as other lists. */
export const auditPageSize = 6;

/** How many recent openers a patient's detail shows SuperAdmin. */
export const recentOpenersShown = 5;

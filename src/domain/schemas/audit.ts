// The audit trail's calls (issue 37 §5): the views a tablet sends with its queue, the
// SuperAdmin search and the chain check's answer (openapi.json and the tablet read the same).
import * as v from 'valibot';
import { auditActions, maxViewsPerPost, reportedActions, viewedEntities } from '../audit';
import { messages } from '../messages';

const serverId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));
const instant = v.pipe(v.string(), v.isoTimestamp());

/** One view (or print) the tablet made, online or offline; `seenAt` is when, by its clock. */
export const auditViewSchema = v.object({
  action: v.optional(v.picklist(reportedActions, messages.invalidValue), 'view'),
  entity: v.picklist(viewedEntities, messages.invalidValue),
  entityId: v.optional(serverId),
  clientId: serverId,
  seenAt: instant,
  /** The tablet's id of this view, made when it was noted: sent again (an answer lost), it is kept once. */
  viewId: v.optional(v.pipe(v.string(), v.uuid(messages.invalidValue))),
});
export type AuditViewInput = v.InferOutput<typeof auditViewSchema>;

export const auditViewsSchema = v.object({
  views: v.pipe(v.array(auditViewSchema), v.minLength(1), v.maxLength(maxViewsPerPost)),
});

/** `recorded`: the views appended now (one whose viewId the trail holds already is not). */
export const auditViewsResult = v.object({ recorded: v.pipe(v.number(), v.integer()) });

export const auditEntryResult = v.object({
  id: v.pipe(v.number(), v.integer()),
  at: instant,
  userId: v.nullable(v.pipe(v.number(), v.integer())),
  /** The person's name now (null once the account is deleted: the trail keeps the id). */
  fullName: v.nullable(v.string()),
  role: v.string(),
  device: v.nullable(v.string()),
  action: v.picklist(auditActions),
  entity: v.nullable(v.string()),
  entityId: v.nullable(v.pipe(v.number(), v.integer())),
  clientId: v.nullable(v.pipe(v.number(), v.integer())),
  seenAt: v.nullable(instant),
  /** The device a staff account change acted on (a tablet marked lost, a kiosk issued or revoked). */
  target: v.nullable(v.string()),
});
export type AuditEntry = v.InferOutput<typeof auditEntryResult>;
export const auditEntriesResult = v.array(auditEntryResult);

const idText = v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, messages.invalidValue)));
/** A day (YYYY-MM-DD, from its start in UTC) or an instant. */
const timeText = v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/, messages.invalidValue)));

/** The SuperAdmin search: a patient (by national code or id), a person, a time range [from, to). */
export const auditSearchQuery = v.object({
  nationalCode: v.optional(v.pipe(v.string(), v.regex(/^\d{10}$/, messages.invalidValue))),
  clientId: idText,
  userId: idText,
  from: timeText,
  to: timeText,
});

export const auditVerifyResult = v.object({
  ok: v.boolean(),
  checked: v.pipe(v.number(), v.integer()),
  /** The first entry whose link or hash does not hold, and why. */
  broken: v.nullable(v.object({ id: v.pipe(v.number(), v.integer()), reason: v.picklist(['gap', 'link', 'hash']) })),
});
export type AuditVerify = v.InferOutput<typeof auditVerifyResult>;

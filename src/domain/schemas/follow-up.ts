// Follow-ups (issue 36 §6): what staff send to open one by hand or close one, and what the
// FollowUp routes answer (openapi.json and the tablet read the same schemas).
import * as v from 'valibot';
import { followUpText } from '../follow-up-text';
import { localId } from './common';

const serverId = v.pipe(v.number(), v.integer());
const instant = v.pipe(v.string(), v.isoTimestamp());
const written = (message: string, max: number) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, message));

export const openFollowUpSchema = v.object({
  clientId: v.pipe(v.number(followUpText.reasonRequired), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
  reason: written(followUpText.reasonRequired, 1000),
  localId,
});
export type OpenFollowUpInput = v.InferOutput<typeof openFollowUpSchema>;

export const closeFollowUpSchema = v.object({ note: written(followUpText.noteRequired, 5000) });

/** Who the follow-up is about, as a list shows them. */
const clientSummary = v.object({
  id: serverId, firstName: v.string(), lastName: v.string(), nationalCode: v.string(),
});

export const followUpResult = v.object({
  id: serverId,
  clientId: serverId,
  /** 'rule': opened by a record's save (recordId names it); 'hand': by staff, with their reason. */
  source: v.picklist(['rule', 'hand']),
  recordId: v.nullable(serverId),
  causes: v.array(v.string()),
  reason: v.string(),
  openedAt: instant,
  closedAt: v.nullable(instant),
  closeNote: v.nullable(v.string()),
  client: clientSummary,
});
export type FollowUp = v.InferOutput<typeof followUpResult>;

export const followUpListResult = v.array(followUpResult);

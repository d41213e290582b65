// What GET Client/{id}/timeline answers (issue 36 §3): the patient's story as the server holds
// it, already filtered to the kinds the caller's station may read. openapi.json and the tablet
// read this one schema.
import * as v from 'valibot';
import { timelineKinds } from '../timeline';

const serverId = v.pipe(v.number(), v.integer());

export const timelineEntryResult = v.object({
  kind: v.picklist(timelineKinds),
  subtype: v.nullable(v.pipe(v.number(), v.integer())),
  personal: v.boolean(),
  serverId,
  localId: v.nullable(v.string()),
  performedAt: v.nullable(v.pipe(v.string(), v.isoDate())),
  recordedAt: v.pipe(v.string(), v.isoTimestamp()),
  recordedBy: v.nullable(v.string()),
  sync: v.literal('sent'),
});

export const timelineResult = v.array(timelineEntryResult);
export type ServerTimelineEntry = v.InferOutput<typeof timelineEntryResult>;

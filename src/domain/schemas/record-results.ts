// What the clinical routes answer in `result` (consultations, screening and helper tests,
// disease data, examinations), built from the very schemas that check what the tablet sends: a
// stored record is its checked fields plus what the server adds (ids, versions, instants).
import * as v from 'valibot';
import { eortcScales } from '../eortc';
import { consultationSchema, diseaseDataSchema, eortcSchema, homeVisitSchema, riskTestSchema, screeningTestSchema } from './clinical';
import { examinationSchemas } from './examinations';

const instant = v.pipe(v.string(), v.isoTimestamp());
const serverId = v.pipe(v.number(), v.integer());
const localId = v.nullable(v.pipe(v.string(), v.uuid()));
/** The day a record was done (issue 36 §4): the one sent, else the day it was typed. */
const day = v.pipe(v.string(), v.isoDate());

/** What every stored record carries besides its fields; `date` is when the tablet made it,
 * `performedAt` the day it was done. */
const stored = { id: serverId, clientId: serverId, localId, version: serverId, createdAt: instant, updatedAt: instant, performedAt: day };
const made = { date: instant };

type Entries = v.ObjectEntries;
const recordOf = (fields: Entries, extra: Entries = {}) => v.object({ ...fields, ...extra, ...stored, ...made });

/** What every create answers (record-route.ts `created`). */
export const createdResult = v.object({ id: serverId, localId, version: serverId, updatedAt: instant });

/** A paged list's row and one stored record of each kind. */
export const consultationRowsResult = v.array(v.object({
  consultId: serverId, consultDate: instant, performedAt: day, consultType: consultationSchema.entries.consultType, consultName: v.string(), version: serverId,
}));
export const consultationResult = v.object({
  consultId: serverId, consultDate: instant, performedAt: day, consultType: consultationSchema.entries.consultType, consultantName: v.string(),
  counselingText: v.string(), localId, version: serverId, updatedAt: instant,
});
export const consultationCreatedResult = v.object({ ...createdResult.entries, consultId: serverId });

export const screeningRowsResult = v.array(v.object({ id: serverId, testType: v.literal(2), testName: v.string(), date: instant, performedAt: day, version: serverId }));
export const screeningTestResult = recordOf(screeningTestSchema.entries, { testName: v.string() });

const scores = v.object(Object.fromEntries(Object.keys(eortcScales).map((scale) => [scale, v.nullable(v.number())])));
export const eortcCreatedResult = v.object({ ...createdResult.entries, scores });

export const helperRowsResult = v.array(v.object({ id: serverId, visitType: v.picklist([1, 2, 3]), testName: v.string(), date: instant, performedAt: day, version: serverId }));
export const helperTestResult = v.union([
  recordOf(homeVisitSchema.entries, { visitType: v.literal(1), testName: v.string() }),
  recordOf(eortcSchema.entries, { visitType: v.literal(2), scores, testName: v.string() }),
  recordOf(riskTestSchema.entries, { visitType: v.literal(3), testName: v.string() }),
]);

/** Disease data is replaced in place: no `date` of its own (its `performedAt`: the day of the version kept). */
export const diseaseDataResult = v.object({ ...diseaseDataSchema.entries, ...stored });

export const examinationResult = v.union(
  Object.entries(examinationSchemas).map(([type, schema]) => recordOf(schema.entries, { type: v.literal(Number(type)) })),
);
export const examinationsResult = v.array(examinationResult);

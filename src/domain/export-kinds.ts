// What the server exports (issue 37 §4): lists, and the records of a kind over a date range.
// The tablet offers these kinds and the server's Export/{kind} route takes them.
import * as v from 'valibot';
import { isoDate } from './schemas/common';
import { codesOf, examinationTypeLabels } from './codes';
import { messages } from './messages';

export const exportListKinds = ['clients', 'screeningClients', 'coveredPatients', 'followUps'] as const;
export const exportRecordKinds = ['screeningTests', 'helperTests', 'consultations', 'examinations'] as const;
export const exportKinds = [...exportListKinds, ...exportRecordKinds] as const;
export type ExportKind = (typeof exportKinds)[number];
export type ExportRecordKind = (typeof exportRecordKinds)[number];

export const isRecordExport = (kind: ExportKind): kind is ExportRecordKind => (exportRecordKinds as readonly string[]).includes(kind);

/** The query of Export/{kind}: a date range (record kinds need it), an examination type (optional). */
export const exportQuerySchema = v.object({
  from: v.optional(isoDate(messages.invalidValue)),
  to: v.optional(isoDate(messages.invalidValue)),
  type: v.optional(v.pipe(v.string(messages.invalidValue), v.regex(/^\d{1,2}$/, messages.invalidValue),
    v.transform(Number), v.check((n) => codesOf(examinationTypeLabels).includes(n), messages.invalidValue))),
});
export type ExportQuery = v.InferOutput<typeof exportQuerySchema>;

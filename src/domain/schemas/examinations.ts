// Covered patients' examination records, types 0–13, with exactly the fields of 001 §3.
// Only birads (types 0 and 1) is required; other booleans default to false, numbers to null.
import * as v from 'valibot';
import { messages } from '../messages';
import { localId, madeAt, performedAt } from './common';

const flag = v.optional(v.boolean(messages.invalidValue), false);
const amount = v.optional(v.nullable(v.pipe(v.number(messages.invalidValue), v.minValue(0, messages.invalidValue), v.maxValue(1_000_000, messages.invalidValue))), null);
const birads = v.pipe(v.number(messages.examIncomplete), v.integer(messages.invalidValue), v.minValue(0, messages.invalidValue), v.maxValue(6, messages.invalidValue));
const tirads = v.optional(v.nullable(v.pipe(v.number(messages.invalidValue), v.integer(messages.invalidValue), v.minValue(1, messages.invalidValue), v.maxValue(5, messages.invalidValue))), null);
const report = v.optional(v.pipe(v.string(messages.invalidValue), v.trim(), v.maxLength(20_000, messages.invalidValue)), '');
const keyword = v.optional(v.pipe(v.string(messages.invalidValue), v.trim(), v.maxLength(200, messages.invalidValue)), '');
const flags = (...names: string[]) => Object.fromEntries(names.map((name) => [name, flag]));
const keywords = (prefix: string) => Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((n) => [`${prefix}KW${n}`, keyword]));
const shared = { documentId: v.optional(v.nullable(v.pipe(v.number(messages.invalidValue), v.integer(messages.invalidValue)))), localId, date: madeAt, performedAt };

export const examinationSchemas = {
  0: v.object({ birads, ...flags('calsification', 'cyst', 'lynph'), ...shared }),
  1: v.object({ birads, ...flags('cyst', 'lynph', 'hyperEchoMass', 'hypoEchoMass'), ...shared }),
  2: v.object({ ...flags('fibroid', 'endometriosis', 'polyp', 'heterogeneous', 'otherMass', 'polycysticOvary', 'ovaryMass'), ...shared }),
  3: v.object({ ...flags('benignMass', 'cirrhosis', 'malignantMass'), ...shared }),
  4: v.object({ tirads, ...flags('coldNodule', 'warmNodule', 'malignantMass'), ...shared }),
  5: v.object({ ...flags('suspiciousMass', 'malignantMass', 'lymphadenopathy'), ...shared }),
  6: v.object({ ...flags('suspiciousMass', 'malignantMass'), ...shared }),
  7: v.object({ ...flags('suspiciousMass', 'malignantMass', 'obstruction'), ...shared }),
  8: v.object({ ...flags('suspiciousMass', 'malignantMass', 'suspiciousLynph'), ...shared }),
  9: v.object({ ...flags('tumor', 'bleeding', 'meningeChange'), ...shared }),
  10: v.object({ ...flags('suspiciousMass', 'lynph', 'malignantMass'), ...shared }),
  11: v.object({ wbc: amount, hb: amount, plt: amount, cea: amount, cA15_3: amount, cA19_9: amount, afp: amount, hpylori: flag, ...shared }),
  12: v.object({ pathologyReport: report, ...keywords('pathologyReport'), ...shared }),
  13: v.object({ petScanReport: report, ...keywords('petScanReport'), ...shared }),
} as const;

/** Each kind of field an examination has, by the one schema its fields share (the form and view
 * tell the kinds apart by it), and the keys every type carries beside its own fields. */
export const examinationFieldSchemas = { flag, amount, birads, tirads, report, keyword };
export const examinationSharedKeys = Object.keys(shared);

export type ExaminationType = keyof typeof examinationSchemas;
export const examinationTypes = Object.keys(examinationSchemas).map(Number) as ExaminationType[];

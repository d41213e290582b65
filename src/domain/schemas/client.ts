// Client (visitor) forms of 000 §3 and §5: create, update, the national-code search.
import * as v from 'valibot';
import { messages } from '../messages';
import { codesOf, educationLabels, genderLabels, housingLabels, maritalStatusLabels } from '../codes';
import { fitsNationality } from '../national-code';
import { phonePattern } from '../phone';
import { digitString, isoDate, localId, text, code } from './common';

export const nationalCode = digitString(/^\d{10}$/, messages.nationalCodeInvalid);
const phoneNumber = digitString(phonePattern, messages.phoneInvalid);

const clientEntries = {
  firstName: text(),
  lastName: text(),
  fatherName: text(),
  nationalCode,
  nationality: text(),
  birthCertificateNumber: digitString(/^\d{1,20}$/, messages.required),
  birthDay: isoDate(),
  gender: code(codesOf(genderLabels)),
  education: code(codesOf(educationLabels)),
  maritalStatus: code(codesOf(maritalStatusLabels)),
  numberOfChildren: v.pipe(v.number(messages.required), v.integer(messages.invalidValue), v.minValue(0, messages.invalidValue), v.maxValue(30, messages.invalidValue)),
  housing: code(codesOf(housingLabels)),
  address: text(messages.required, 500),
  phoneNumber,
  isCoveredPatient: v.optional(v.boolean(messages.invalidValue), false),
  isScreening: v.optional(v.boolean(messages.invalidValue), false),
  isPersonnel: v.optional(v.boolean(messages.invalidValue), false),
  // "always sent as a blank" (000 §3): kept as given, trimmed.
  greenCardCode: v.optional(v.pipe(v.string(messages.invalidValue), v.trim(), v.maxLength(50, messages.invalidValue)), ''),
};

export const clientCreateSchema = v.pipe(
  v.object({ ...clientEntries, isNew: v.optional(v.boolean(messages.invalidValue), false), localId }),
  v.forward(
    v.check((c) => c.isCoveredPatient || c.isScreening || c.isPersonnel || c.isNew, messages.chooseRole),
    ['isNew'],
  ),
  // A client written by any tool (not only the tablet's form) gets the Iranian check digit.
  v.forward(v.check((c) => fitsNationality(c.nationalCode, c.nationality), messages.nationalCodeInvalid), ['nationalCode']),
);
export type ClientCreateInput = v.InferOutput<typeof clientCreateSchema>;

/** PUT: the same fields without isNew (000 §7); the role flags are not required. */
export const clientUpdateSchema = v.pipe(
  v.object(clientEntries),
  v.forward(v.check((c) => fitsNationality(c.nationalCode, c.nationality), messages.nationalCodeInvalid), ['nationalCode']),
);
export type ClientUpdateInput = v.InferOutput<typeof clientUpdateSchema>;

/** A search code of the wrong length is 'موردی یافت نشد' (000 §5). */
export const nationalCodeSearchSchema = v.object({ nationalCode: digitString(/^\d{10}$/, messages.notFound) });

export const submitSchema = v.object({ id: v.union([v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)), v.pipe(v.string(), v.regex(/^\d{1,9}$/))], messages.invalidValue) });

export const smsSchema = v.object({
  phoneNumber,
  localId,
  text: v.pipe(v.string(messages.smsEmpty), v.trim(), v.nonEmpty(messages.smsEmpty), v.maxLength(600, messages.invalidValue)),
});

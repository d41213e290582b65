// The client form of 000 §3/§5 as a person fills it (strings, -1 for "choose"), checked with the
// server's own schemas (schemas/client.ts) so the tablet and the server say the same thing,
// plus the Iranian check digit. Pure: the create form, the edit modal and the
// kiosk intake all call it.
import * as v from 'valibot';
import { forbiddenControl } from './control-chars';
import { digitsOnly, toAsciiDigits } from './digits';
import { messages } from './messages';
import { hasValidCheckDigit, isIranianNationality } from './national-code';
import { storedClientText } from './persian-stored-text';
import { clientCreateSchema, clientUpdateSchema, type ClientCreateInput } from './schemas/client';

/** The client's fields as a person types them: the same shape as the payload, but for the
 * number of children typed as text ("childNumber" in the seeds' validation, numberOfChildren in
 * the payload) and greenCardCode, always sent blank. birthDay is '' until a day is picked. */
export type ClientFormValues = Omit<ClientCreateInput, 'localId' | 'numberOfChildren' | 'greenCardCode'> & { childNumber: string };

export type ClientFormField = keyof ClientFormValues | 'roles';
export type ClientFormErrors = Partial<Record<ClientFormField, string>>;

export const emptyClientForm: ClientFormValues = {
  firstName: '', lastName: '', fatherName: '', nationalCode: '', nationality: '', birthCertificateNumber: '',
  birthDay: '', gender: -1, education: -1, maritalStatus: -1, childNumber: '', housing: -1, address: '',
  phoneNumber: '', isCoveredPatient: false, isScreening: false, isPersonnel: false, isNew: false,
};

/** The fields a client record holds (db ClientFields), as the form's starting values. */
export function clientFormOf(fields: Omit<ClientCreateInput, 'localId' | 'greenCardCode'> & { greenCardCode?: string }): ClientFormValues {
  const { numberOfChildren, greenCardCode: _blank, ...rest } = fields;
  return { ...emptyClientForm, ...rest, childNumber: String(numberOfChildren) };
}

/** The payload the schemas take (greenCardCode always blank, 000 §3). */
export function clientPayloadOf(values: ClientFormValues) {
  const { childNumber, ...rest } = values;
  const children = digitsOnly(childNumber);
  return {
    ...rest,
    nationalCode: toAsciiDigits(values.nationalCode.trim()),
    birthCertificateNumber: toAsciiDigits(values.birthCertificateNumber.trim()),
    phoneNumber: toAsciiDigits(values.phoneNumber.trim()),
    numberOfChildren: children === '' ? undefined : Number(children),
    greenCardCode: '',
  };
}

/** What a save stores and sends (the create form, the edit modal, the kiosk's intake): the payload
 *  with its free texts — names, father's name, nationality, address — in the one stored form
 *  (persian-stored-text.ts: Arabic letters, marks, tatweel, digits, spaces), normalised here once
 *  rather than by each screen. The server stores the same form of what it is sent. */
export function clientPayloadToSave(values: ClientFormValues) {
  return storedClientText(clientPayloadOf(values));
}

const fieldOfKey = (key: string): ClientFormField => (key === 'numberOfChildren' ? 'childNumber' : key === 'isNew' ? 'roles' : key as ClientFormField);

export interface ClientFormCheck {
  errors: ClientFormErrors;
  ok: boolean;
}

/** Every field's problem (create: a role flag required; update: none, 000 §5). */
export function checkClientForm(values: ClientFormValues, variant: 'create' | 'update'): ClientFormCheck {
  const payload = clientPayloadOf(values);
  const result = variant === 'create'
    ? v.safeParse(clientCreateSchema, payload)
    : v.safeParse(clientUpdateSchema, payload);
  const errors: ClientFormErrors = {};
  if (!result.success) {
    const nested = v.flatten(result.issues).nested ?? {};
    for (const [key, list] of Object.entries(nested)) {
      const field = fieldOfKey(key);
      if (list?.[0] && !errors[field]) errors[field] = list[0];
    }
  }
  // A control character pasted in (the server refuses it the same way, hostile-text.ts).
  for (const [field, value] of Object.entries(values)) {
    if (typeof value === 'string' && forbiddenControl.test(value)) errors[field as ClientFormField] = messages.invalidValue;
  }
  // The schema checks the role only once every field is well formed; the form says it at once.
  if (variant === 'create' && !errors.roles && !(values.isCoveredPatient || values.isScreening || values.isPersonnel || values.isNew)) {
    errors.roles = messages.chooseRole;
  }
  if (!errors.nationalCode && isIranianNationality(values.nationality) && !hasValidCheckDigit(payload.nationalCode)) {
    errors.nationalCode = messages.nationalCodeInvalid;
  }
  return { errors, ok: Object.keys(errors).length === 0 };
}

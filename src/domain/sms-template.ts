// SMS templates (issue 36 §7): SuperAdmin writes the text once with the patient's placeholders;
// choosing it in the SMS dialog fills them with this patient's name, on the tablet (the server
// never sees a patient's name in a template). The request and answer schemas live here too, so
// the server's routes and the tablet's calls check the same shape.
import * as v from 'valibot';
import { messages } from './messages';
import { smsTemplateText } from './sms-text';

/** What SuperAdmin types in a template for the patient's first and last name. */
export const smsPlaceholders = { firstName: '{نام}', lastName: '{نام خانوادگی}' } as const;

/** The template's text with this patient's name in place of every placeholder. */
export function fillSmsTemplate(text: string, patient: { firstName: string; lastName: string }): string {
  return text
    .replaceAll(smsPlaceholders.firstName, patient.firstName.trim())
    .replaceAll(smsPlaceholders.lastName, patient.lastName.trim());
}

/** A template's text, once filled, is sent as it stands: the SMS limit (600) bounds it too. */
export const smsTemplateBody = v.object({
  title: v.pipe(v.string(smsTemplateText.titleRequired), v.trim(), v.nonEmpty(smsTemplateText.titleRequired), v.maxLength(100, messages.invalidValue)),
  text: v.pipe(v.string(messages.smsEmpty), v.trim(), v.nonEmpty(messages.smsEmpty), v.maxLength(600, messages.invalidValue)),
});
export type SmsTemplateInput = v.InferOutput<typeof smsTemplateBody>;

const instant = v.pipe(v.string(), v.isoTimestamp());
const serverId = v.pipe(v.number(), v.integer());

export const smsTemplateResult = v.object({ id: serverId, title: v.string(), text: v.string(), updatedAt: instant });
export type SmsTemplate = v.InferOutput<typeof smsTemplateResult>;
export const smsTemplatesResult = v.array(smsTemplateResult);

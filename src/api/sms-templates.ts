// SMS templates: every station reads them for the SMS dialog, SuperAdmin keeps them. The last
// list read stays in memory for the session, so a dialog opened after the network went still
// offers them; they are not patient data, but nothing the tablet must have offline either
// (the message is typed by hand then), so they take no room in the tablet's store.
import * as v from 'valibot';
import { smsTemplatesResult, smsTemplateResult, type SmsTemplate, type SmsTemplateInput } from '../domain/sms-template';
import { request } from './client';

let lastRead: SmsTemplate[] | undefined;

/** The list the server last gave in this session, if any. */
export const rememberedSmsTemplates = (): SmsTemplate[] | undefined => lastRead;

export async function listSmsTemplates(): Promise<SmsTemplate[]> {
  const envelope = await request('SmsTemplate');
  lastRead = v.parse(smsTemplatesResult, envelope.result ?? []);
  return lastRead;
}

export async function addSmsTemplate(input: SmsTemplateInput): Promise<SmsTemplate> {
  const envelope = await request('SmsTemplate', { method: 'post', json: input });
  return v.parse(smsTemplateResult, envelope.result);
}

export async function changeSmsTemplate(id: number, input: SmsTemplateInput): Promise<SmsTemplate> {
  const envelope = await request(`SmsTemplate/${id}`, { method: 'put', json: input });
  return v.parse(smsTemplateResult, envelope.result);
}

export async function deleteSmsTemplate(id: number): Promise<void> {
  await request(`SmsTemplate/${id}`, { method: 'delete' });
}

// SMS templates: every station reads them (the SMS dialog offers them), SuperAdmin keeps them.
import { smsTemplateBody, smsTemplateResult, smsTemplatesResult } from '../../src/domain/sms-template';
import { smsTemplateText } from '../../src/domain/sms-text';
import { noResult } from '../../src/domain/schemas/call-results';
import { reply } from '../http/envelope';
import { notFound } from '../http/failure';
import { idParam, jsonBody } from '../http/validate';
import type { RouteDef } from '../http/route';
import { addTemplate, changeTemplate, listTemplates, removeTemplate } from '../sms/templates';

const keep = { station: 'admins' } as const;

export const smsTemplateRoutes: RouteDef[] = [
  {
    method: 'get', path: 'SmsTemplate', access: { station: 'clients' }, result: smsTemplatesResult,
    summary: 'The SMS templates, by title; their text may hold {نام} and {نام خانوادگی}, filled in on the tablet',
    handler: async (c) => reply(c, await listTemplates(c.get('deps').sql)),
  },
  {
    method: 'post', path: 'SmsTemplate', access: keep, body: smsTemplateBody, result: smsTemplateResult,
    summary: 'Add an SMS template (SuperAdmin)',
    handler: async (c, caller) => {
      const input = await jsonBody(c, smsTemplateBody);
      return reply(c, await addTemplate(c.get('deps').sql, input, caller!.userId), { message: smsTemplateText.saved });
    },
  },
  {
    method: 'put', path: 'SmsTemplate/{id}', access: keep, body: smsTemplateBody, result: smsTemplateResult, statuses: [404],
    summary: "Change an SMS template's title and text (SuperAdmin)",
    handler: async (c, caller) => {
      const id = idParam(c, 'id');
      const input = await jsonBody(c, smsTemplateBody);
      const changed = await changeTemplate(c.get('deps').sql, id, input, caller!.userId);
      if (!changed) throw notFound();
      return reply(c, changed, { message: smsTemplateText.saved });
    },
  },
  {
    method: 'delete', path: 'SmsTemplate/{id}', access: keep, result: noResult, statuses: [404],
    summary: 'Delete an SMS template (SuperAdmin)',
    handler: async (c) => {
      if (!(await removeTemplate(c.get('deps').sql, idParam(c, 'id')))) throw notFound();
      return reply(c, null, { message: smsTemplateText.deleted });
    },
  },
];

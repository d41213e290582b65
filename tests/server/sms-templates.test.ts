// SMS templates (issue 36 §7): SuperAdmin adds, changes and deletes them; every staff role reads
// them; no other role may write one, a Kiosk may not even read; a bad body is refused in Persian.
import { describe, expect, it } from 'vitest';
import { staffRoles } from '../../src/domain/roles';
import { messages } from '../../src/domain/messages';
import { smsTemplateText } from '../../src/domain/sms-text';
import type { SmsTemplate } from '../../src/domain/sms-template';
import { serverWithTokens } from './fixtures';
import { call } from './http';

const s = serverWithTokens();
const reminder = { title: 'یادآوری نوبت', text: '{نام} {نام خانوادگی} عزیز، نوبت ماموگرافی شما فردا ساعت ۹ است.' };

const list = (token: string) => call<SmsTemplate[]>(s.server.apiUrl, 'GET', 'SmsTemplate', { token });

describe('SMS templates', () => {
  it('SuperAdmin adds, changes and deletes a template; the list holds what was kept', async () => {
    const added = await call<SmsTemplate>(s.server.apiUrl, 'POST', 'SmsTemplate', { token: s.tokens.SuperAdmin, body: { ...reminder, title: `  ${reminder.title} ` } });
    expect([added.status, added.body.message]).toEqual([200, smsTemplateText.saved]);
    expect(added.body.result).toMatchObject(reminder);
    const id = added.body.result.id;
    expect((await list(s.tokens.SuperAdmin)).body.result).toEqual([added.body.result]);

    const changed = await call<SmsTemplate>(s.server.apiUrl, 'PUT', `SmsTemplate/${id}`, { token: s.tokens.SuperAdmin, body: { title: 'پیگیری', text: '{نام} عزیز، جواب آزمایش شما آماده است.' } });
    expect(changed.status).toBe(200);
    expect((await list(s.tokens.Reception)).body.result.map((t) => [t.id, t.title, t.text])).toEqual([[id, 'پیگیری', '{نام} عزیز، جواب آزمایش شما آماده است.']]);

    const removed = await call(s.server.apiUrl, 'DELETE', `SmsTemplate/${id}`, { token: s.tokens.SuperAdmin });
    expect([removed.status, removed.body.message]).toEqual([200, smsTemplateText.deleted]);
    expect((await list(s.tokens.SuperAdmin)).body.result).toEqual([]);
    expect((await call(s.server.apiUrl, 'DELETE', `SmsTemplate/${id}`, { token: s.tokens.SuperAdmin })).status).toBe(404);
    expect((await call(s.server.apiUrl, 'PUT', `SmsTemplate/${id}`, { token: s.tokens.SuperAdmin, body: reminder })).status).toBe(404);
  });

  it('every staff role reads them; no other role writes; a Kiosk reads nothing', async () => {
    const kept = await call<SmsTemplate>(s.server.apiUrl, 'POST', 'SmsTemplate', { token: s.tokens.SuperAdmin, body: reminder });
    const id = kept.body.result.id;
    for (const role of staffRoles) {
      const read = await list(s.tokens[role]);
      expect(read.status, role).toBe(200);
      expect(read.body.result.map((t) => t.title), role).toContain(reminder.title);
      if (role === 'SuperAdmin') continue;
      expect((await call(s.server.apiUrl, 'POST', 'SmsTemplate', { token: s.tokens[role], body: reminder })).status, role).toBe(403);
      expect((await call(s.server.apiUrl, 'PUT', `SmsTemplate/${id}`, { token: s.tokens[role], body: { ...reminder, title: 'x' } })).status, role).toBe(403);
      expect((await call(s.server.apiUrl, 'DELETE', `SmsTemplate/${id}`, { token: s.tokens[role] })).status, role).toBe(403);
    }
    expect((await list(s.tokens.Kiosk)).status).toBe(403);
    expect((await call(s.server.apiUrl, 'GET', 'SmsTemplate')).status).toBe(401);
    const after = (await list(s.tokens.SuperAdmin)).body.result.find((t) => t.id === id);
    expect(after).toMatchObject(reminder);
  });

  it('a template without a title or text is refused with the Persian messages', async () => {
    const answer = await call(s.server.apiUrl, 'POST', 'SmsTemplate', { token: s.tokens.SuperAdmin, body: { title: ' ', text: '' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ title: smsTemplateText.titleRequired, text: messages.smsEmpty });
  });
});

// Edit and SMS from the client detail page. A client registered elsewhere
// reaches the tablet by the pull; the edit's rules, the saved edit on the server; the SMS rule,
// the message the server recorded with the signature, handed to a (fake) Kavenegar by the
// server's outbox, and its state on the detail page (online only: offline, the page says so).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { messages } from '../../src/domain/messages';
import { smsStateLabels, smsText } from '../../src/domain/sms-text';
import { startFakeKavenegar, type FakeKavenegar } from '../server/fake-kavenegar';
import { clientFieldLabels as L, documentText, receptionText } from '../../src/domain/reception-text';
import { clientFields } from '../unit/db-fixtures';
import type { TestServer } from '../server/harness';
import type { TestBrowser } from './browser';
import { e2eForFile } from './fixture';
import { pngImage, screenshotBothThemes, signInAt } from './reception-helpers';

let server: TestServer;
let browser: TestBrowser;
let kavenegar: FakeKavenegar;

// The fake provider starts before the server that sends to it and closes after it.
beforeAll(async () => {
  kavenegar = await startFakeKavenegar('kave-key');
});
afterAll(async () => {
  await kavenegar?.close();
});
e2eForFile({ server: () => ({ smsProvider: 'kavenegar', smsApiKey: 'kave-key', smsApiBase: kavenegar.base }) }, (e2e) => ({ server, browser } = e2e));

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('client detail: edit and SMS', () => {
  test('edit with the update rules, then an SMS; the server has both', async () => {
    const token = await server.login('reception', 'demo1234');
    const created = await fetch(`${server.apiUrl}Client`, {
      method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(clientFields(0, { firstName: 'نرگس', lastName: 'یوسفی', nationalCode: '4608968882', phoneNumber: '09361234567', isNew: true })),
    });
    const { result } = (await created.json()) as { result: { id: number } };
    // A photo uploaded from another tablet: this one has only its server file name after the pull.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pngImage(300, 200, [10, 150, 90]))], { type: 'image/png' }), 'photo.png');
    const uploaded = await fetch(`${server.apiUrl}Client/upload/${result.id}/2`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(uploaded.status).toBeLessThan(300);

    const { page } = browser;
    const field = (label: string) => page.getByRole('dialog').getByLabel(new RegExp(`^${label}[\\s*]*$`));
    await signInAt(page, server.url, '/login/reception', 'reception', 'demo1234');
    const row = page.getByRole('row').filter({ hasText: 'نرگس یوسفی' });
    await row.waitFor({ timeout: 60_000 }); // pulled from the server
    await row.getByRole('link', { name: `${receptionText.detail} نرگس یوسفی` }).click();
    await page.waitForURL('**/clientManagment/detail/**');
    await page.getByText(receptionText.newClientNotice).waitFor();
    await page.getByText('۰۹۳۶۱۲۳۴۵۶۷').waitFor();
    const photo = page.getByRole('img', { name: documentText.thumbnailOf('عکس') });
    await photo.waitFor({ timeout: 30_000 });
    await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 300, await photo.elementHandle());
    await screenshotBothThemes(page, 'reception-c-client-detail');

    // Edit: incomplete → the seeds' toast, nothing sent; then a real change.
    await page.getByRole('button', { name: receptionText.edit }).click();
    await field(L.address).fill('');
    await page.getByRole('dialog').getByRole('button', { name: receptionText.submit }).click();
    await page.getByText(messages.editClientIncomplete).waitFor();
    expect(await page.locator('[data-toast-layer="second"]').count()).toBe(1); // 4 s, top-left on the detail
    await field(L.address).fill('اصفهان، خیابان چهارباغ');
    await field(L.phoneNumber).fill('09131112233');
    await page.getByRole('checkbox', { name: L.isCoveredPatient }).check();
    await page.getByRole('dialog').getByRole('button', { name: receptionText.submit }).click();
    await page.getByText(messages.changesSaved).waitFor();
    await page.locator('dd', { hasText: 'اصفهان، خیابان چهارباغ' }).waitFor();

    const read = async () => {
      const response = await fetch(`${server.apiUrl}Client/${result.id}`, { headers: { Authorization: `Bearer ${token}` } });
      return ((await response.json()) as { result: Record<string, unknown> }).result;
    };
    const edited = await until(read, (c) => c.address === 'اصفهان، خیابان چهارباغ', 'the edit on the server');
    expect(edited).toMatchObject({ phoneNumber: '09131112233', isCoveredPatient: true, firstName: 'نرگس' });

    // SMS: empty is refused; a text goes to the client's own (new) number.
    await page.getByRole('button', { name: receptionText.sendSms }).click();
    await page.getByRole('dialog').getByRole('button', { name: receptionText.send }).click();
    await page.getByRole('dialog').getByText(messages.smsEmpty).waitFor();
    await page.getByRole('dialog').getByLabel(receptionText.smsText).fill('مدارک شما دریافت شد.');
    await page.getByRole('dialog').getByRole('button', { name: receptionText.send }).click();
    await page.getByText(messages.smsSent).waitFor();
    const sms = await until(
      () => server.sql.rows<{ phone_number: string; text: string }>(sql`SELECT phone_number, text FROM sms_messages`),
      (rows) => rows.length > 0, 'the SMS on the server',
    );
    expect(sms).toHaveLength(1);
    expect(sms[0]!.phone_number).toBe('09131112233');
    expect(sms[0]!.text.startsWith('مدارک شما دریافت شد.\n')).toBe(true);
    expect(sms[0]!.text.split(receptionText.smsSignature)).toHaveLength(2); // signed once
    // The outbox sent it, once; the detail shows its state, and offline says the list needs the server.
    const list = page.getByRole('region', { name: smsText.listTitle });
    await list.getByText(smsStateLabels.sent).waitFor();
    expect(kavenegar.sent.map((m) => m.receptor)).toEqual(['09131112233']);
    await browser.context.setOffline(true);
    await list.getByText(smsText.listOffline).waitFor();
    await browser.context.setOffline(false);
    expect(browser.pageErrors).toEqual([]);
  });
});

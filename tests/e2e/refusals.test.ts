// Refusals (seeds 000 §8, 001 §8) in a real Chromium against the real server:
// an SMS whose provider (on loopback) refuses it is taken by the server's outbox (with the
// seeds' success toast), shows as not sent with the provider's reason on the client detail, and
// is not sent again (no refused tablet write, no retry behind the person's back); a
// consultation the server refuses (its client was deleted on the server meanwhile) shows the
// server's message as a toast on the screen the person is on, the chip counts it in red, and the
// sync centre still says whose it was after the client left the tablet. The reception's client
// detail, whose SMS is the seeds' own (000 §8), meets the same provider.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { clinicalText } from '../../src/domain/clinical-text';
import { messages } from '../../src/domain/messages';
import { receptionText } from '../../src/domain/reception-text';
import { refusedWithCode, smsStateLabels, smsText } from '../../src/domain/sms-text';
import { syncText } from '../../src/domain/sync-labels';
import { clientFields } from '../unit/db-fixtures';
import type { TestServer } from '../server/harness';
import { launchBrowser, type TestBrowser } from './browser';
import { e2eForFile } from './fixture';
import { signInAt } from './reception-helpers';

let provider: Server;
let providerCalls = 0;
let server: TestServer;
let browser: TestBrowser;

// The clinic's SMS provider, refusing every message: started before the server that sends to it,
// closed after it.
beforeAll(async () => {
  provider = createServer((request, response) => {
    providerCalls += 1;
    request.resume();
    request.on('end', () => response.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"refused"}'));
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => provider?.close(resolve));
});
e2eForFile({ server: () => ({ smsHttpUrl: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/send` }) }, (e2e) => ({ server, browser } = e2e));

describe('a refusal reaches the person', () => {
  test('a refused SMS and a refused consultation show the server\'s message', async () => {
    const token = await server.login('reception', 'demo1234');
    const api = (method: string, path: string, body?: unknown) => fetch(`${server.apiUrl}${path}`, {
      method, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: body ? JSON.stringify(body) : undefined,
    });
    const created = await api('POST', 'Client', clientFields(0, { firstName: 'شیرین', lastName: 'نوروزی', nationalCode: '4608968882', phoneNumber: '09361234567' }));
    const { result } = (await created.json()) as { result: { id: number } };

    const { page } = browser;
    await signInAt(page, server.url, '/login/consultation', 'consultation', 'demo1234');
    const row = page.getByRole('row').filter({ hasText: 'شیرین نوروزی' });
    await row.waitFor({ timeout: 60_000 }); // pulled from the server
    await row.getByRole('link', { name: clinicalText.details }).click();
    await page.waitForURL('**/consultationManagment/**');

    // SMS, online: the server takes it (the seeds' toast); the provider's refusal shows on the detail.
    await page.getByRole('button', { name: receptionText.sendSms }).click();
    await page.getByRole('dialog').getByLabel(receptionText.smsText).fill('نوبت مشاوره شما فردا ساعت ۱۰ است');
    await page.getByRole('dialog').getByRole('button', { name: receptionText.send }).click();
    await page.getByText(messages.smsSent).first().waitFor({ timeout: 20_000 });
    await page.getByRole('region', { name: smsText.listTitle }).getByText(`${smsStateLabels.failed}: ${refusedWithCode(400)}`).waitFor();
    await expect.poll(async () => (await server.sql.rows<{ status: string; error: string }>(sql`SELECT status, error FROM sms_messages`))
      .map((m) => `${m.status}: ${m.error}`)).toEqual([`failed: ${refusedWithCode(400)}`]);
    const chip = page.getByTestId('sync-status-chip');
    expect(providerCalls).toBe(1); // the provider was asked once

    // Another station deletes the client on the server; this tablet has not heard yet (it is off
    // the network until its consultation is saved: with the SMS taken by the server, no entry of
    // this client is left waiting to keep it on the tablet through a pull).
    await browser.context.setOffline(true);
    const deleted = await api('DELETE', `Client/${result.id}`);
    expect(deleted.status).toBe(200);
    const consultant = await server.login('consultation', 'demo1234');
    const probe = await fetch(`${server.apiUrl}Consultation/${result.id}`, {
      method: 'POST', headers: { Authorization: `Bearer ${consultant}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ consultType: 3, consultantName: 'x', counselingText: 'x', date: new Date().toISOString() }),
    });
    const serverSays = ((await probe.json()) as { message: string }).message;
    expect(probe.status).toBe(404);
    expect(serverSays).toMatch(/[\u0600-\u06FF]/);

    await page.getByRole('link', { name: new RegExp(clinicalText.newConsultation) }).first().click();
    await page.getByRole('combobox', { name: clinicalText.consultType }).selectOption({ label: 'تغذیه' });
    await page.getByLabel(clinicalText.consultantName).fill('دکتر شریفی');
    await page.getByLabel(clinicalText.counselingText).fill('برنامه غذایی دو هفته آینده');
    await page.getByRole('button', { name: clinicalText.save }).click();
    // Saved on the tablet at once (the data rule); the refusal comes later, on whatever screen.
    await page.getByText(messages.infoSaved).first().waitFor();
    await browser.context.setOffline(false);
    const refusedToast = page.getByRole('alert').filter({ hasText: `ثبت مشاوره (شیرین نوروزی) توسط سرور پذیرفته نشد: ${serverSays}` });
    await refusedToast.waitFor({ timeout: 30_000 });
    await chip.getByText(syncText.refusedCount(1)).waitFor({ timeout: 30_000 });

    // The sync centre: the refusal with the server's reason, and whose it was, although the pull
    // has taken the deleted client off this tablet.
    await chip.click();
    await page.waitForURL('**/sync');
    const consultCard = page.getByRole('listitem', { name: 'ثبت مشاوره، شیرین نوروزی' });
    await consultCard.getByText(`${syncText.why}: ${serverSays}`).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('listitem', { name: 'ارسال پیامک، شیرین نوروزی' }).count()).toBe(0);
    // The SMS was not tried again behind the person's back.
    await page.waitForTimeout(4_000);
    expect(providerCalls).toBe(1);
    expect(await page.getByRole('alert').filter({ hasText: serverSays }).count()).toBeLessThanOrEqual(1);
    expect(browser.pageErrors).toEqual([]);
  }, 180_000);

  test('reception: an SMS from the client detail the provider refuses shows as not sent, with the reason', async () => {
    const token = await server.login('reception', 'demo1234');
    const created = await fetch(`${server.apiUrl}Client`, {
      method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(clientFields(1, { firstName: 'لیلا', lastName: 'صادقی', phoneNumber: '09371234567' })),
    });
    expect(created.status).toBe(201);
    const callsBefore = providerCalls;
    // A tablet of its own: the consultation walk's queue and session stay out of this one.
    const tablet = await launchBrowser();
    try {
      const { page } = tablet;
      await signInAt(page, server.url, '/login/reception', 'reception', 'demo1234');
      const row = page.getByRole('row').filter({ hasText: 'لیلا صادقی' });
      await row.waitFor({ timeout: 60_000 }); // pulled from the server
      await row.getByRole('link', { name: `${receptionText.detail} لیلا صادقی` }).click();
      await page.waitForURL('**/clientManagment/detail/**');

      await page.getByRole('button', { name: receptionText.sendSms }).click();
      await page.getByRole('dialog').getByLabel(receptionText.smsText).fill('مدارک شما دریافت شد.');
      await page.getByRole('dialog').getByRole('button', { name: receptionText.send }).click();
      await page.getByText(messages.smsSent).first().waitFor({ timeout: 20_000 });
      await page.getByRole('region', { name: smsText.listTitle }).getByText(`${smsStateLabels.failed}: ${refusedWithCode(400)}`).waitFor();
      expect(providerCalls - callsBefore).toBe(1);
      expect(tablet.pageErrors).toEqual([]);
    } finally {
      await tablet.close();
    }
  }, 180_000);
});

// A reception user registers a client through all three steps with two photos
// while the network is off, sees the client in the list and in the detail with thumbnails; then
// the network comes back and the server holds the client, both photos and the finalize.
import { describe, expect, test } from 'vitest';
import { clientFieldLabels as L, documentText, receptionText } from '../../src/domain/reception-text';
import { appText } from '../../src/domain/stations';
import { dateFieldText } from '../../src/domain/ui-text';
import type { TestServer } from '../server/harness';
import { screenshot, waitForServiceWorker, type TestBrowser } from './browser';
import { e2eForFile } from './fixture';
import { addIdentityPhoto, fillStepOne, pngImage, screenshotBothThemes, signInAt } from './reception-helpers';

let server: TestServer;
let browser: TestBrowser;

e2eForFile({}, (e2e) => ({ server, browser } = e2e));

const nationalCode = '0499370899';

async function api<T>(token: string, path: string, init: RequestInit = {}): Promise<{ status: number; result: T }> {
  const response = await fetch(`${server.apiUrl}${path}`, {
    ...init, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
  });
  const body = (await response.json()) as { result: T };
  return { status: response.status, result: body.result };
}

describe('reception registers a client offline', () => {
  test('three steps, two photos, offline; then the server has it all', async () => {
    const { page, context } = browser;
    const field = (label: string) => page.getByLabel(new RegExp(`^${label}[\\s*]*$`));
    await signInAt(page, server.url, '/login/reception', 'reception', 'demo1234');
    await page.getByRole('heading', { name: 'مدیریت مراجعه کنندگان' }).waitFor();
    await waitForServiceWorker(page);
    await context.setOffline(true);

    await fillStepOne(page, {
      firstName: 'مریم', lastName: 'رضایی', fatherName: 'علی', nationalCode: '۰۴۹۹۳۷۰۸۹۹', // a tablet's Persian keyboard
      birthCertificateNumber: '1234', birthDay: '1369/01/01', childNumber: '2', phoneNumber: '09121234567',
      address: 'تهران، خیابان آزادی',
    });
    // The Jalali calendar loads on first open (offline: from the service worker's cache), in Persian
    // digits, on the month of the date typed (1369/01).
    await page.getByRole('button', { name: dateFieldText.openCalendar }).click();
    await page.getByRole('gridcell', { name: '۱', exact: true }).click();
    await screenshot(page, 'reception-a-jalali-calendar');
    await page.keyboard.press('Escape');
    expect(await field(L.birthDay).inputValue()).toMatch(/^۱۳۶۹\/[۰-۹]{2}\/۰۱$/);
    await page.getByRole('button', { name: receptionText.next }).click();

    await page.waitForURL('**/addClient/step2');
    await addIdentityPhoto(page, 'کارت ملی', pngImage(2400, 1500, [30, 90, 160]));
    await page.getByRole('button', { name: receptionText.next }).click();

    await page.waitForURL('**/addClient/step3');
    await page.getByLabel(documentText.personalTypeLabel).selectOption({ label: documentText.personalType(0) });
    await page.getByTestId('image-input').setInputFiles({ name: 'letter.png', mimeType: 'image/png', buffer: pngImage(800, 1200, [160, 40, 40]) });
    await page.getByRole('button', { name: documentText.addDocument }).click();
    await page.getByRole('img', { name: documentText.thumbnailOf(documentText.personalType(0)) }).waitFor();
    await page.getByRole('button', { name: receptionText.submit }).click();

    // Back in the list, still offline: the client is there, read from the tablet's store.
    await page.waitForURL('**/v2/reception/clientManagment');
    const row = page.getByRole('row').filter({ hasText: 'مریم رضایی' });
    await row.waitFor();
    expect(await row.innerText()).toContain('۰۴۹۹۳۷۰۸۹۹');
    expect(await page.getByTestId('client-count').innerText()).toContain('۱');
    await screenshotBothThemes(page, 'reception-a-client-list');

    await row.getByRole('link', { name: `${receptionText.detail} مریم رضایی` }).click();
    await page.waitForURL('**/clientManagment/detail/**');
    await page.getByRole('img', { name: documentText.thumbnailOf('کارت ملی') }).waitFor();
    await page.getByRole('img', { name: documentText.thumbnailOf(documentText.personalType(0)) }).waitFor();
    await page.getByText('۰۹۱۲۱۲۳۴۵۶۷').first().waitFor(); // the client's own phone
    await screenshotBothThemes(page, 'reception-a-client-detail');

    // The stored photo was re-encoded to at most 1600 px (the rows are sealed at rest, so it is
    // read as the viewer shows it, from the tablet's own bytes, still offline).
    await page.getByRole('button', { name: `${receptionText.viewImage} کارت ملی` }).click();
    const viewer = page.getByRole('dialog', { name: 'کارت ملی' });
    const full = viewer.getByRole('img', { name: 'کارت ملی' });
    await expect.poll(() => full.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1600);
    expect(await full.getAttribute('src')).toMatch(/^blob:/);
    await viewer.getByRole('button', { name: appText.close }).click();

    // The network comes back: the engine replays the outbox.
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const token = await server.login('reception', 'demo1234');
    let found: { status: number; result: { id: number; submitted?: boolean } } = { status: 0, result: { id: 0 } };
    let documents: unknown[] = [];
    let personal: unknown[] = [];
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      found = await api(token, 'Client/search', { method: 'POST', body: JSON.stringify({ nationalCode }) });
      if (found.status === 200) {
        const client = await api<{ submitted: boolean }>(token, `Client/${found.result.id}`);
        documents = (await api<unknown[]>(token, `client/documentlist/${found.result.id}`)).result;
        personal = (await api<unknown[]>(token, `client/personal/documentlist/${found.result.id}`)).result;
        if (client.result.submitted && documents.length === 1 && personal.length === 1) break;
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect(found.status).toBe(200);
    const client = await api<Record<string, unknown>>(token, `Client/${found.result.id}`);
    expect(client.result).toMatchObject({
      firstName: 'مریم', lastName: 'رضایی', nationalCode, birthDay: '1990-03-21', gender: 1, education: 3, maritalStatus: 2,
      numberOfChildren: 2, housing: 3, phoneNumber: '09121234567', isScreening: true, submitted: true,
    });
    expect(documents).toHaveLength(1);
    expect(personal).toHaveLength(1);
    expect(documents[0]).toMatchObject({ documentTypes: 3 });
    expect(browser.pageErrors).toEqual([]);
  });
});

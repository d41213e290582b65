// A reception user turns the tablet into a kiosk; a visitor with a new national
// code goes through all four steps, one with a known code goes straight to the documents; after
// each submit the next visitor sees an empty form, history holds no earlier visitor, the server
// has the intakes, and the kiosk forgets them once they are on the server.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { intakeText } from '../../src/domain/intake-text';
import { messages } from '../../src/domain/messages';
import { clientFieldLabels as L, documentText, kioskText, receptionText } from '../../src/domain/reception-text';
import { clientFields } from '../unit/db-fixtures';
import type { TestServer } from '../server/harness';
import { screenshot, type TestBrowser } from './browser';
import { e2eForFile } from './fixture';
import { enterNationalCode, fillKioskPersonalData, leaveKioskMode, pngImage, turnIntoKiosk } from './reception-helpers';

let server: TestServer;
let browser: TestBrowser;
let token: string;

e2eForFile({}, async (e2e) => {
  ({ server, browser } = e2e);
  token = await server.login('reception', 'demo1234');
});

async function api<T>(path: string, init: RequestInit = {}): Promise<{ status: number; result: T }> {
  const response = await fetch(`${server.apiUrl}${path}`, {
    ...init, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
  });
  return { status: response.status, result: ((await response.json()) as { result: T }).result };
}

/** Waits until the server has the client with both document kinds and the finalize. */
async function serverHolds(nationalCode: string, identity: number, personal: number): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const found = await api<{ id: number }>('Client/search', { method: 'POST', body: JSON.stringify({ nationalCode }) });
    if (found.status === 200) {
      const client = await api<Record<string, unknown>>(`Client/${found.result.id}`);
      const docs = await api<unknown[]>(`client/documentlist/${found.result.id}`);
      const personalDocs = await api<unknown[]>(`client/personal/documentlist/${found.result.id}`);
      if (client.result.submitted && docs.result.length === identity && personalDocs.result.length === personal) return client.result;
    }
    if (Date.now() > deadline) throw new Error(`the server never held ${nationalCode} with its documents`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function addPhoto(page: Page, typeLabel: string, option: string, rgb: [number, number, number]) {
  await page.getByLabel(typeLabel).selectOption({ label: option });
  await page.getByTestId('image-input').setInputFiles({ name: 'p.png', mimeType: 'image/png', buffer: pngImage(640, 480, rgb) });
  await page.getByRole('button', { name: documentText.addDocument }).click();
  await page.getByRole('img', { name: documentText.thumbnailOf(option) }).waitFor();
}

async function expectEmptyStart(page: Page) {
  await page.waitForURL('**/AddnewClient/nationalCode');
  expect(await page.getByLabel(new RegExp(`^${kioskText.nationalCode}[\\s*]*$`)).inputValue()).toBe('');
  expect(await page.getByLabel(new RegExp(`^${kioskText.nationalCodeAgain}[\\s*]*$`)).inputValue()).toBe('');
  expect(await page.evaluate(() => [sessionStorage.getItem('registration-client'), sessionStorage.getItem('intake-national-code')])).toEqual([null, null]);
}

describe('the kiosk intake', () => {
  test('kiosk mode, a new and an existing national code, an empty form for each next visitor', async () => {
    const { page } = browser;
    const existingCode = '0013542419';
    expect((await api('Client', { method: 'POST', body: JSON.stringify(clientFields(0, { nationalCode: existingCode })) })).status).toBe(201);

    const kioskToken = await turnIntoKiosk(page, server.url);
    await page.waitForURL('**/AddnewClient/nationalCode');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull(); // the staff member is signed out
    // Local storage says it is a kiosk, and keeps no token (kiosk-token-at-rest.test.ts).
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('kiosk') ?? 'null') as unknown)).toEqual({ deviceName: 'تبلت ورودی', expiresAt: expect.any(Number) });
    // The Kiosk token reads nothing but the intake's lookups.
    expect((await fetch(`${server.apiUrl}client/6/1`, { headers: { Authorization: `Bearer ${kioskToken}` } })).status).toBe(403);

    // A kiosk shows only the intake.
    await page.goto(`${server.url}/v2/reception/clientManagment`);
    await page.waitForURL('**/AddnewClient/nationalCode');
    const historyAtStart = await page.evaluate(() => history.length);
    await screenshot(page, 'reception-b-kiosk-start-light');
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await screenshot(page, 'reception-b-kiosk-start-dark');
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload();

    // Visitor 1: a new national code, all four steps.
    await enterNationalCode(page, '0084575948', '0084575949');
    await page.getByText(messages.nationalCodesDiffer).waitFor();
    await enterNationalCode(page, '0084575948');
    await page.waitForURL('**/AddnewClient/personalData');
    await fillKioskPersonalData(page, {
      firstName: 'زهرا', lastName: 'محمدی', fatherName: 'حسن', birthCertificateNumber: '5678', birthDay: '۱۳۶۵/۰۶/۱۵', phoneNumber: '09351234567', address: 'کرج',
    });
    // Read once the step's own fields are there: the first step's may linger a moment after the URL changed.
    expect(await page.getByLabel(new RegExp(`^${L.nationalCode}[\\s*]*$`)).count()).toBe(0); // taken from step 1
    await page.getByRole('radio', { name: kioskText.hadFile }).check();
    await page.getByRole('button', { name: receptionText.next }).click();
    await page.getByText(messages.chooseRole).waitFor(); // had a file: covered or screening must be chosen
    await page.getByRole('checkbox', { name: L.isCoveredPatient }).check();
    await page.getByRole('button', { name: receptionText.next }).click();
    await page.waitForURL('**/AddnewClient/documents');
    await addPhoto(page, documentText.typeLabel, 'فیش حقوقی', [20, 120, 60]);
    await page.getByRole('button', { name: receptionText.next }).click();
    await page.waitForURL('**/AddnewClient/personalDoc');
    expect(await page.getByText(receptionText.alreadyRegistered).count()).toBe(0);
    await addPhoto(page, documentText.personalTypeLabel, documentText.personalType(1), [200, 140, 20]);
    await page.getByRole('button', { name: receptionText.submit }).click();
    // The kiosk's end screen says it is recorded; «تمام» hands the tablet to the next visitor.
    await page.getByRole('heading', { name: intakeText.doneTitle }).waitFor();
    await page.getByRole('button', { name: intakeText.doneButton }).click();
    await expectEmptyStart(page);
    expect(await page.evaluate(() => history.length)).toBe(historyAtStart);

    const created = await serverHolds('0084575948', 1, 1);
    expect(created).toMatchObject({ firstName: 'زهرا', isNew: false, isCoveredPatient: true, birthDay: '1986-09-06', greenCardCode: '' });

    // Visitor 2: a national code the server knows goes straight to the documents.
    await enterNationalCode(page, existingCode);
    await page.waitForURL('**/AddnewClient/documents');
    await addPhoto(page, documentText.typeLabel, 'کارت ملی', [90, 20, 160]);
    await page.getByRole('button', { name: receptionText.next }).click();
    await page.waitForURL('**/AddnewClient/personalDoc');
    await page.getByText(receptionText.alreadyRegistered).waitFor();
    await screenshot(page, 'reception-b-kiosk-existing');
    await page.getByRole('button', { name: receptionText.submit }).click();
    await expectEmptyStart(page);
    expect(await page.evaluate(() => history.length)).toBe(historyAtStart);
    const known = await serverHolds(existingCode, 1, 0);
    expect(known).toMatchObject({ firstName: 'مریم', lastName: 'احمدی' }); // the server's record was not overwritten

    // Once on the server, the kiosk keeps nothing of either visitor.
    await page.waitForFunction(() => new Promise<boolean>((resolve) => {
      const open = indexedDB.open('clinic');
      open.onsuccess = () => {
        const tx = open.result.transaction(['clients', 'documents']);
        const clients = tx.objectStore('clients').count();
        const docs = tx.objectStore('documents').count();
        tx.oncomplete = () => resolve(clients.result === 0 && docs.result === 0);
      };
      open.onerror = () => resolve(false);
    }), undefined, { timeout: 60_000, polling: 1000 });

    // Only a staff member's password turns the kiosk back into a staff tablet.
    await leaveKioskMode(page, server.url);
    await page.goto(`${server.url}/v2/reception/clientManagment`);
    await page.waitForURL('**/login/reception'); // the staff app again, behind its sign-in
    expect(browser.pageErrors).toEqual([]);
  });
});

// The shared tablet in a real Chromium: two staff of different roles on one tablet
// (each pulls their own scope; A's queued work reaches the server as A's while B is signed in), a tab killed
// mid-request while another tab stays open, and a tablet offline for two hours of its own clock
// that sends everything within seconds of the network's return, with no button pressed.
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { receptionText } from '../../src/domain/reception-text';
import { appText } from '../../src/domain/stations';
import { syncText } from '../../src/domain/sync-labels';
import type { TestServer } from '../server/harness';
import { screeningAnswers } from '../sync/fixtures';
import { launchBrowser, waitForServiceWorker, type TestBrowser } from './browser';
import { withCheckDigit } from '../check-digit';
import { e2eForFile } from './fixture';
import { fillStepOne, signInAt } from './reception-helpers';

let server: TestServer;
let browser: TestBrowser | undefined;

e2eForFile({ browser: false }, (e2e) => ({ server } = e2e));
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

async function api<T>(token: string, path: string, init: RequestInit = {}): Promise<{ status: number; result: T }> {
  const response = await fetch(`${server.apiUrl}${path}`, {
    ...init, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
  });
  return { status: response.status, result: ((await response.json()) as { result: T }).result };
}

const onServer = async (nationalCode: string) => (await api(await server.login('reception', 'demo1234'), 'Client/search', {
  method: 'POST', body: JSON.stringify({ nationalCode }),
})).status === 200;

/** Rows of one Dexie table, read with the raw IndexedDB API in the page. */
function rowsOf<T>(page: Page, table: string): Promise<T[]> {
  return page.evaluate((name) => new Promise<T[]>((resolve, reject) => {
    const open = indexedDB.open('clinic');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const request = open.result.transaction(name).objectStore(name).getAll();
      request.onsuccess = () => {
        open.result.close();
        resolve(request.result as T[]);
      };
    };
  }), table);
}

async function registerStepOne(page: Page, firstName: string, nationalCode: string): Promise<void> {
  await fillStepOne(page, {
    firstName, lastName: 'کریمی', fatherName: 'حسن', nationalCode, birthCertificateNumber: '5678',
    birthDay: '1365/06/15', childNumber: '1', phoneNumber: '09351234567', address: 'شیراز',
  });
  await page.getByRole('button', { name: receptionText.next }).click();
  await page.waitForURL('**/addClient/step2');
}

/** `unsent`: how much of this person's work the sign-out warns stays on the tablet. */
async function signOut(page: Page, unsent = 0): Promise<void> {
  await page.getByRole('button', { name: appText.account }).click();
  await page.getByRole('button', { name: appText.logout }).click();
  if (unsent > 0) await page.getByRole('dialog', { name: syncText.signOutUnsent(unsent) }).getByRole('button', { name: appText.confirm }).click();
  await page.waitForURL(`${server.url}/`);
}

const signedIn = async (userName: string) => (await (await fetch(`${server.apiUrl}Account/login`, {
  method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userName, password: 'demo1234' }),
})).json() as { result: { fullName: string; userId: number } }).result;
const fullNameOf = async (userName: string) => (await signedIn(userName)).fullName;
const userIdOf = async (userName: string) => (await signedIn(userName)).userId;

describe('two people on one tablet', () => {
  test('each pulls their own scope, and A\'s queued intake reaches the server as A\'s, never with B\'s token', async () => {
    // On the server before anyone pulls here: a screening client with a breast-health form.
    const screeningToken = await server.login('screening', 'demo1234');
    const made = await api<{ id: number }>(screeningToken, 'Client', { method: 'POST', body: JSON.stringify({
      firstName: 'مینا', lastName: 'صادقی', fatherName: 'علی', nationalCode: withCheckDigit('003450001'), nationality: 'ایرانی',
      birthCertificateNumber: '12', birthDay: '1980-01-01', gender: 1, education: 3, maritalStatus: 2, numberOfChildren: 1,
      housing: 1, address: 'تهران', phoneNumber: '09120000000', isCoveredPatient: false, isScreening: true, isPersonnel: false,
      isNew: true, greenCardCode: '' }) });
    const test = await api(screeningToken, `Screening/${made.result.id}`, { method: 'POST', body: JSON.stringify(screeningAnswers()) });
    expect(test.status).toBe(201);

    browser = await launchBrowser();
    const { page, context } = browser;
    // A: reception signs in online (a pull of reception's scope), then writes offline.
    await signInAt(page, server.url, '/login/reception', 'reception', 'demo1234');
    await page.getByRole('heading', { name: 'مدیریت مراجعه کنندگان' }).waitFor();
    await waitForServiceWorker(page);
    await expect.poll(async () => (await rowsOf<{ localId: string }>(page, 'clients')).length, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await rowsOf(page, 'screeningTests')).toHaveLength(0); // not reception's to read
    await context.setOffline(true);
    const codeOfA = withCheckDigit('003450002');
    await registerStepOne(page, 'نسرین', codeOfA);
    await expect.poll(async () => (await rowsOf(page, 'outbox')).length).toBeGreaterThan(0);
    await signOut(page, 1);

    // B: screening signs in online on the same tablet. B's own scope arrives in full (the form
    // made before A's pull). A's intake reaches the server as A's, never with B's token: sealed for
    // the server and delivered with A's own delivery credential; on the tablet it still waits for
    // A, whose next sign-in settles it.
    await context.setOffline(false);
    await signInAt(page, server.url, '/login/screening', 'screening', 'demo1234');
    await expect.poll(async () => (await rowsOf(page, 'screeningTests')).length, { timeout: 20_000 }).toBe(1);
    await page.goto(`${server.url}/v2/screening/sync`);
    const receptionName = await fullNameOf('reception');
    await page.getByRole('heading', { name: `${syncText.sectionWaitingFor(receptionName)} (۱)` }).waitFor({ timeout: 20_000 });
    await expect.poll(() => onServer(codeOfA), { timeout: 20_000 }).toBe(true);
    const writers = await server.sql.rows<{ owner: string }>(sql`SELECT DISTINCT owner FROM idempotency`);
    expect(writers.map((w) => w.owner)).toEqual([`user:${await userIdOf('reception')}`]);
    await signOut(page);

    // A again: A's replay settles the intake from the server's kept answer, with no button pressed.
    await signInAt(page, server.url, '/login/reception', 'reception', 'demo1234');
    await expect.poll(async () => (await rowsOf<{ state: string }>(page, 'outbox')).filter((e) => e.state !== 'done').length, { timeout: 20_000 }).toBe(0);
    expect((await server.sql.rows(sql`SELECT id FROM clients WHERE national_code = ${codeOfA}`))).toHaveLength(1);
    expect(browser.pageErrors).toEqual([]);
  });
});

describe('a tab killed mid-request', () => {
  test('another open tab recovers the entry and sends it once, without a reload', async () => {
    browser = await launchBrowser();
    const { page, context } = browser;
    await signInAt(page, server.url, '/login/reception', 'reception', 'demo1234');
    await page.getByRole('heading', { name: 'مدیریت مراجعه کنندگان' }).waitFor();
    const other = await context.newPage();
    await other.goto(`${server.url}/v2/reception/clientManagment`);
    await other.getByRole('heading', { name: 'مدیریت مراجعه کنندگان' }).waitFor();

    // The first client create hangs wherever it is sent from: that tab then dies mid-request.
    let hungIn: Page | undefined;
    await context.route('**/api/v1/Client', async (route) => {
      if (route.request().method() === 'POST' && !hungIn) {
        hungIn = route.request().frame().page();
        return; // never answered
      }
      await route.continue();
    });
    const code = withCheckDigit('003450003');
    await registerStepOne(page, 'پروانه', code);
    await expect.poll(() => hungIn !== undefined, { timeout: 20_000 }).toBe(true);
    const survivor = hungIn === page ? other : page;
    await hungIn!.close(); // the tab is gone: its Web Lock is released, its entry stays 'in-flight'
    await context.unroute('**/api/v1/Client');

    // The surviving tab's engine was waiting for the lock: it recovers the entry and sends it.
    await expect.poll(() => onServer(code), { timeout: 20_000 }).toBe(true);
    await expect.poll(async () => (await rowsOf<{ state: string }>(survivor, 'outbox')).filter((e) => e.state !== 'done').length, { timeout: 20_000 }).toBe(0);
    expect(browser.pageErrors).toEqual([]);
  });
});

describe('back from hours offline', () => {
  test('a tablet offline for two hours of its own clock sends everything within 10 s of the network\'s return', async () => {
    browser = await launchBrowser();
    const { page, context } = browser;
    await page.clock.install();
    // This tablet's idle lock is set past the two hours: a locked tablet rightly waits for its
    // person; here the question is the backoff's clock alone.
    await page.goto(`${server.url}/favicon.svg`);
    await page.evaluate(() => localStorage.setItem('lockAfterMinutes', '240'));
    await signInAt(page, server.url, '/login/reception', 'reception', 'demo1234');
    await page.getByRole('heading', { name: 'مدیریت مراجعه کنندگان' }).waitFor();
    await waitForServiceWorker(page);
    await context.setOffline(true);
    const codes = [withCheckDigit('003450004'), withCheckDigit('003450005')];
    for (const [i, code] of codes.entries()) {
      await page.goto(`${server.url}/v2/reception/clientManagment`);
      await registerStepOne(page, `شیوا${i}`, code);
    }
    // Ten minutes of the engine's own timers firing while offline, then the clock jumps 1 h 50.
    await page.clock.runFor(10 * 60_000);
    await page.clock.fastForward('01:50:00');
    // Offline, the engine still looks now and then, so a pass may have the entries 'in-flight'
    // at any read (its fetch about to fail). Poll until a read finds them set down: a try counted
    // offline never comes back to 0, so this still fails on one. (Asserting on a second read after
    // a poll for 'none in flight' failed in CI: a pass began between the two reads.)
    const outbox = () => rowsOf<{ attempts: number; state: string }>(page, 'outbox');
    const setDown = (rows: Array<{ attempts: number; state: string }>) =>
      rows.length >= 2 && rows.every((e) => e.state === 'pending' && e.attempts === 0) ? 'every entry pending, no try counted' : JSON.stringify(rows.map((e) => [e.state, e.attempts]));
    await expect.poll(async () => setDown(await outbox()), { timeout: 30_000 }).toBe('every entry pending, no try counted');

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(async () => (await Promise.all(codes.map(onServer))).every(Boolean), { timeout: 30_000, interval: 250 }).toBe(true);
    expect(browser.pageErrors).toEqual([]);
  });
});

// The search box as reception meets it in real Chromium over HTTPS on the clinic network (issue 36
// §1): clients registered in Arabic letters (ي ى ك ة) and with a ZWNJ — two on the server, one on
// this tablet with the network cut — are found by their Persian spellings, online (the server's
// answer and the tablet's) and offline (the tablet's sealed index alone). Locked, a search finds
// nothing until the password; and IndexedDB, read by a script and then on disk, holds no name or
// phone of them, in plain or as a plain search term.
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { lockText } from '../../src/domain/lock-text';
import { receptionText } from '../../src/domain/reception-text';
import { searchText } from '../../src/domain/search-text';
import { appText } from '../../src/domain/stations';
import { clientBody, nationalCode } from '../server/fixtures';
import type { TestServer } from '../server/harness';
import { apiInPage } from './api-in-page';
import type { TestBrowser } from './browser';
import { e2eForFile, type E2e } from './fixture';
import { dumpIndexedDb, flushIndexedDbLog, readableInDump } from './idb-readback';
import { digitsNeedles, hitsByField, searchTermNeedles, textNeedles, type PatientValues } from './patient-needles';
import { scanProfile, type Needle } from './profile-scan';
import { addIdentityPhoto, fillStepOne, pngImage, screenBackOnAfter, signInAt } from './reception-helpers';

let server: TestServer;
let browser: TestBrowser;
let origin: string;

/** As typed (Arabic letters, a ZWNJ) and as both sides store and show them (storedPersian). */
const onServer = [
  { typed: { firstName: 'سمية', lastName: 'كيميايى' }, shown: { firstName: 'سمیه', lastName: 'کیمیایی' }, phoneNumber: '09351234871' },
  { typed: { firstName: 'ريحانه', lastName: 'شكوهى‌مقدم' }, shown: { firstName: 'ریحانه', lastName: 'شکوهی‌مقدم' }, phoneNumber: '09197654302' },
].map((client) => ({ ...client, body: clientBody({ ...client.typed, phoneNumber: client.phoneNumber, fatherName: 'حسن', isScreening: true }) }));
const onTablet = {
  typed: { firstName: 'مهديس', lastName: 'نيك‌سرشت' }, shown: { firstName: 'مهدیس', lastName: 'نیک‌سرشت' }, phoneNumber: '09381112790', nationalCode: nationalCode(),
};
const [somayeh, reyhaneh] = onServer as [typeof onServer[0], typeof onServer[0]];

e2eForFile({ clinicLan: true, browser: { keepProfile: true } }, async (e2e) => {
  ({ server, browser } = e2e as Required<E2e>);
  origin = `https://clinic.lan:${new URL(server.httpsUrl!).port}`;
  const api = await apiInPage(browser.page, origin);
  const token = await api.login('reception', 'demo1234');
  for (const client of onServer) expect((await api.call('POST', 'Client', token, client.body)).status).toBe(201);
});
// Before the fixture's own (after hooks run last registered first): the kept profile goes too.
afterAll(async () => {
  await browser?.close();
  if (browser) rmSync(browser.profileDir, { recursive: true, force: true });
});

const fullName = (client: { shown: { firstName: string; lastName: string } }) => `${client.shown.firstName} ${client.shown.lastName}`;

/** Types the words into the list's box and waits for the one row of `client` among the results. */
async function expectFound(page: Page, query: string, client: { shown: { firstName: string; lastName: string } }) {
  await page.getByRole('searchbox', { name: searchText.label }).fill(query);
  const results = page.getByRole('table', { name: searchText.result });
  await results.getByRole('row').filter({ hasText: fullName(client) }).waitFor({ timeout: 20_000 }).catch((error: unknown) => {
    throw new Error(`«${query}» did not find ${fullName(client)}`, { cause: error });
  });
  expect(await results.getByRole('row').filter({ hasText: fullName(client) }).count(), query).toBe(1);
}

/** The results table's text, read past the lock's inert cover (the accessibility tree hides it). */
const resultsText = (page: Page) => page.evaluate((label) => document.querySelector<HTMLElement>(`table[aria-label="${label}"]`)?.innerText ?? '', searchText.result);

describe('the search finds Arabic-letter and ZWNJ spellings by the Persian ones', () => {
  test('online: the server\'s clients, by name prefixes in any order, by the Arabic letters themselves and by phone', async () => {
    const { page } = browser;
    await signInAt(page, origin, '/login/reception', 'reception', 'demo1234');
    await page.getByRole('heading', { name: 'مدیریت مراجعه کنندگان' }).waitFor();
    // The pull brought both (the offline test below searches the tablet's own index for them).
    for (const client of onServer) await page.getByRole('row').filter({ hasText: fullName(client) }).first().waitFor({ timeout: 30_000 });
    await expectFound(page, 'سمیه کیمیایی', somayeh);
    await expectFound(page, 'کیمیا س', somayeh);
    await expectFound(page, 'سمية', somayeh);
    await expectFound(page, 'شکوهی مقدم', reyhaneh);
    await expectFound(page, 'ریحانه شکوهی‌مقدم', reyhaneh);
    await expectFound(page, '+98 919 765 4302', reyhaneh);
  });

  test('offline: one registered here in Arabic letters and the two pulled ones, off the tablet\'s own index', async () => {
    const { page, context } = browser;
    await context.setOffline(true);
    await fillStepOne(page, {
      ...onTablet.typed, fatherName: 'علی', nationalCode: onTablet.nationalCode, birthCertificateNumber: '88',
      birthDay: '1368/02/20', childNumber: '0', phoneNumber: onTablet.phoneNumber, address: 'تهران، خیابان آزادی',
    });
    await page.getByRole('button', { name: receptionText.next }).click();
    await page.waitForURL('**/addClient/step2');
    await addIdentityPhoto(page, 'کارت ملی', pngImage(1200, 800, [90, 30, 160]));
    await page.getByRole('button', { name: receptionText.next }).click();
    await page.waitForURL('**/addClient/step3');
    await page.getByRole('button', { name: receptionText.submit }).click();
    await page.waitForURL('**/v2/reception/clientManagment');
    // Stored and shown in the Persian letters, the ZWNJ kept.
    await page.getByRole('row').filter({ hasText: fullName(onTablet) }).first().waitFor();

    await expectFound(page, 'مهدیس نیک سرشت', onTablet);
    await expectFound(page, 'نیک‌سرشت', onTablet);
    await expectFound(page, '۰۹۳۸۱۱۱۲۷۹۰', onTablet);
    await expectFound(page, 'کیمیایی سمیه', somayeh);
    await expectFound(page, 'شکوهی‌مقدم', reyhaneh);
  });

  test('locked: a search finds nothing until the password, then the same words find her', async () => {
    const { page } = browser;
    const box = page.getByRole('searchbox', { name: searchText.label });
    await box.fill('');
    await page.getByRole('table', { name: searchText.result }).waitFor({ state: 'detached' });
    // Hands off for longer than the idle limit: the screen back on, the tablet is locked.
    await screenBackOnAfter(page, 3_600_000);
    const lockScreen = page.getByRole('dialog', { name: lockText.title });
    await lockScreen.waitFor();
    // The box is inert under the lock: the words reach it as a script would put them there.
    await page.evaluate((label) => {
      const input = document.querySelector<HTMLInputElement>(`input[placeholder="${label}"]`)!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'سمیه');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }, searchText.label);
    // The search ran (its results table stands) and found no one: the key is gone.
    await expect.poll(() => page.evaluate((label) => document.querySelector(`table[aria-label="${label}"]`) !== null, searchText.result), { timeout: 10_000 }).toBe(true);
    expect(await resultsText(page)).not.toContain(somayeh.shown.firstName);

    await lockScreen.getByLabel(appText.password).fill('demo1234');
    await lockScreen.getByRole('button', { name: lockText.unlock }).click();
    await lockScreen.waitFor({ state: 'detached', timeout: 20_000 });
    expect(await box.inputValue()).toBe('سمیه');
    await page.getByRole('button', { name: searchText.search, exact: true }).click();
    await page.getByRole('table', { name: searchText.result }).getByRole('row').filter({ hasText: fullName(somayeh) }).waitFor({ timeout: 20_000 });
  });

  test('IndexedDB holds no name or phone of the three: not to a script, not on disk', async () => {
    const { page } = browser;
    const needlesOf = (client: { typed: { firstName: string; lastName: string }; shown: { firstName: string; lastName: string } }, phoneNumber: string, code: string): Needle[] => [
      ...(['firstName', 'lastName'] as const).flatMap((field) => [...textNeedles(field, client.shown[field]), ...textNeedles(field, client.typed[field], 'as typed ')]),
      ...digitsNeedles('phoneNumber', phoneNumber),
      ...digitsNeedles('nationalCode', code),
      ...searchTermNeedles({ ...client.shown, fatherName: '', address: '', nationalCode: code, phoneNumber } satisfies PatientValues),
    ];
    const needles = [
      ...needlesOf(somayeh, somayeh.phoneNumber, somayeh.body.nationalCode),
      ...needlesOf(reyhaneh, reyhaneh.phoneNumber, reyhaneh.body.nationalCode),
      ...needlesOf(onTablet, onTablet.phoneNumber, onTablet.nationalCode),
    ];
    // Ids stay plain: found, they show the scan reads IndexedDB.
    const controls = onServer.flatMap((client, n) => textNeedles(`control id ${n}`, client.body.localId));

    await page.getByRole('searchbox', { name: searchText.label }).fill('');
    const dump = await dumpIndexedDb(page);
    expect(dump.rowCounts['clinic/clients']).toBeGreaterThanOrEqual(3);
    expect(readableInDump(dump, needles)).toEqual([]);
    await flushIndexedDbLog(page); // the rows move on into LevelDB's table files too
    await browser.close();

    const hits = scanProfile(browser.profileDir, [...needles, ...controls]);
    const byField = hitsByField([...needles, ...controls], hits);
    console.log(`patient data in the profile:\n${hits.map((hit) => `  ${hit.label.padEnd(36)} ${hit.layer.padEnd(20)} ${hit.file}`).sort().join('\n')}`);
    for (const control of Object.keys(byField).filter((field) => field.startsWith('control'))) {
      expect(byField[control]!.some((hit) => /\.indexeddb\.leveldb\//.test(hit.file)), control).toBe(true);
    }
    for (const [field, fieldHits] of Object.entries(byField).filter(([field]) => !field.startsWith('control'))) {
      expect(fieldHits, field).toEqual([]);
    }
  });
});

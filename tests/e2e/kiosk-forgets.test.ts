// Kiosk mode forgets, in a real Chromium against the real server: a staff tablet that holds pulled
// clients (one with an ID-card photo) and its own registration with a photo is turned into a
// kiosk; IndexedDB is then empty. A visitor types a national code the server knows: nothing of
// that person appears, and IndexedDB holds nothing of anyone but the visitor's unsent intake,
// which goes once the server has it. A visitor who walks away after step 2 is forgotten too.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { intakeText } from '../../src/domain/intake-text';
import { kioskText, receptionText } from '../../src/domain/reception-text';
import { appText } from '../../src/domain/stations';
import { clientFields } from '../unit/db-fixtures';
import type { TestServer } from '../server/harness';
import { screenshot, waitForServiceWorker, type TestBrowser } from './browser';
import { withCheckDigit } from '../check-digit';
import { e2eForFile } from './fixture';
import { addIdentityPhoto, fillKioskPersonalData, fillStepOne, pngImage, signInAt } from './reception-helpers';

let server: TestServer;
let browser: TestBrowser;
let token: string;

e2eForFile({}, async (e2e) => {
  ({ server, browser } = e2e);
  token = await server.login('reception', 'demo1234');
});

async function api<T>(path: string, init: RequestInit = {}): Promise<{ status: number; result: T }> {
  const response = await fetch(`${server.apiUrl}${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, ...init.headers } });
  return { status: response.status, result: ((await response.json()) as { result: T }).result };
}

/** Every row of every store of the tablet's IndexedDB, photo bytes as their length. */
function dumpStore(page: Page): Promise<Record<string, Array<Record<string, unknown>>>> {
  return page.evaluate(() => new Promise((resolve, reject) => {
    const open = indexedDB.open('clinic');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const names = [...db.objectStoreNames];
      const tx = db.transaction(names);
      const out: Record<string, Array<Record<string, unknown>>> = {};
      for (const name of names) {
        const all = tx.objectStore(name).getAll();
        all.onsuccess = () => {
          out[name] = (all.result as Array<Record<string, unknown>>).map((row) => JSON.parse(JSON.stringify(row, (_key, value: unknown) =>
            value instanceof ArrayBuffer ? { photoBytes: value.byteLength, sealed: String.fromCharCode(...new Uint8Array(value, 0, 4)) === 'CSB1' } : value)) as Record<string, unknown>);
        };
      }
      tx.oncomplete = () => {
        db.close();
        resolve(out);
      };
    };
  }));
}

const text = (dump: unknown) => JSON.stringify(dump);
/** Documents holding photo bytes anyone could read (photo bytes are kept sealed, crypto/sealed-bytes.ts). */
const readable = (bytes: unknown) => typeof bytes === 'object' && bytes !== null && !(bytes as { sealed?: boolean }).sealed;
const photosIn = (dump: Record<string, Array<Record<string, unknown>>>) => (dump.documents ?? []).filter((d) => readable(d.photo) || readable(d.thumbnail));

async function enterCode(page: Page, code: string) {
  await page.getByLabel(new RegExp(`^${kioskText.nationalCode}[\\s*]*$`)).fill(code);
  await page.getByLabel(new RegExp(`^${kioskText.nationalCodeAgain}[\\s*]*$`)).fill(code);
  await page.getByRole('button', { name: kioskText.check }).click();
}

async function waitUntilEmpty(page: Page) {
  await expect.poll(async () => {
    const dump = await dumpStore(page);
    return [dump.clients!.length, dump.documents!.length, dump.outbox!.length, dump.merges!.length];
  }, { timeout: 60_000, interval: 1000 }).toEqual([0, 0, 0, 0]);
}

describe('a staff tablet turned into a kiosk forgets', () => {
  test('everything at the switch, a known visitor shows nothing of anyone, an abandoned intake goes once sent', async () => {
    const { page, context } = browser;
    await page.clock.install(); // time flows as usual; the idle reset is fast-forwarded below
    const known = clientFields(0, { nationalCode: withCheckDigit('001354241'), firstName: 'مریم', lastName: 'احمدی' });
    const created = await api<{ id: number }>('Client', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(known) });
    expect(created.status).toBe(201);
    const card = new FormData();
    card.append('file', new Blob([new Uint8Array(pngImage(320, 200, [40, 90, 160]))], { type: 'image/png' }), 'card.png');
    expect((await api(`Client/upload/${created.result.id}/3`, { method: 'POST', body: card })).status).toBeLessThan(300);

    // Opened on a tablet that is not a kiosk, the public intake says so and asks for nothing.
    await page.goto(`${server.url}/reception/landing/AddnewClient/nationalCode`);
    await page.getByText(intakeText.notAKiosk).waitFor();
    expect(await page.getByLabel(new RegExp(`^${kioskText.nationalCode}[\\s*]*$`)).count()).toBe(0);
    await screenshot(page, 'kiosk-not-a-kiosk');

    // A working staff tablet: the pulled clients, its own registration with a photo, a verifier.
    await signInAt(page, server.url, '/login/reception', 'reception', 'demo1234');
    await waitForServiceWorker(page);
    await page.getByRole('row').filter({ hasText: 'مریم احمدی' }).waitFor({ timeout: 30_000 });
    const own = { firstName: 'زهرا', lastName: 'کریمی', fatherName: 'حسن', nationalCode: withCheckDigit('008457594'), birthCertificateNumber: '5678', birthDay: '۱۳۶۵/۰۶/۱۵', childNumber: '1', phoneNumber: '09351234567', address: 'کرج' };
    await fillStepOne(page, own);
    await page.getByRole('button', { name: receptionText.next }).click();
    await page.waitForURL('**/addClient/step2');
    await addIdentityPhoto(page, 'کارت ملی', pngImage(640, 480, [20, 120, 60]));
    await expect.poll(async () => {
      const dump = await dumpStore(page);
      return dump.outbox!.filter((e) => e.state !== 'done').length + (dump.offlineVerifiers!.length === 1 ? 0 : 1);
    }, { timeout: 60_000, interval: 1000 }).toBe(0);
    const staffTablet = await dumpStore(page);
    // Sealed at rest: the rows are there, nothing of them is readable.
    for (const word of ['مریم', 'احمدی', 'زهرا', 'کریمی', known.nationalCode, own.nationalCode]) expect(text(staffTablet)).not.toContain(word);
    expect(staffTablet.clients!.length).toBeGreaterThanOrEqual(2);
    expect(photosIn(staffTablet)).toEqual([]);
    expect(staffTablet.documents!.length).toBe(2); // the pulled ID card and this tablet's photo

    await page.goto(`${server.url}/v2/reception/clientManagment`);
    // The list on screen first, as a person sees it before pressing (a press while the page
    // still settles after the goto can be lost on a busy machine).
    await page.getByRole('row').filter({ hasText: 'مریم احمدی' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: kioskText.turnIntoKiosk }).click();
    await page.getByLabel(kioskText.deviceName).fill('تبلت ورودی');
    await page.getByRole('button', { name: 'تایید' }).click();
    await page.waitForURL('**/AddnewClient/nationalCode', { timeout: 30_000 });
    const wiped = await dumpStore(page);
    for (const [store, rows] of Object.entries(wiped)) expect({ store, rows: store === 'syncState' ? [] : rows }).toEqual({ store, rows: [] });
    // The staff member's sign-out leaves the kiosk's copy: its token, sealed under its own key.
    await expect.poll(async () => (await dumpStore(page)).syncState, { timeout: 30_000 }).toEqual([{
      key: 'main', kiosk: true, token: expect.stringMatching(/^devsealed1:/), kioskTokenKey: {}, deviceId: expect.any(String),
    }]); // no cursor, no user, no role; the kiosk's own device id

    // Visitor 1 is the person the server knows.
    await enterCode(page, known.nationalCode);
    await page.waitForURL('**/AddnewClient/documents');
    await page.getByRole('heading', { level: 1, name: appText.intakeStepper[2] }).waitFor();
    for (const word of ['مریم', 'احمدی', 'کریمی']) expect(await page.locator('body').innerText()).not.toContain(word);
    expect(await page.locator('main img').count()).toBe(0); // no photo of theirs, no viewer, no delete
    await screenshot(page, 'kiosk-known-visitor-documents');

    await context.setOffline(true);
    await addIdentityPhoto(page, 'کارت ملی', pngImage(640, 480, [200, 40, 40]));
    await page.getByRole('button', { name: receptionText.next }).click();
    await page.waitForURL('**/AddnewClient/personalDoc');
    await page.getByRole('button', { name: receptionText.submit }).click();
    // The kiosk's end screen says it is recorded; «تمام» hands the tablet to the next visitor.
    await page.getByRole('heading', { name: intakeText.doneTitle }).waitFor();
    await page.getByRole('button', { name: intakeText.doneButton }).click();
    await page.waitForURL('**/AddnewClient/nationalCode');
    const unsent = await dumpStore(page);
    for (const word of ['مریم', 'احمدی', 'زهرا', 'کریمی', known.nationalCode, own.nationalCode]) expect(text(unsent)).not.toContain(word);
    expect(unsent.clients).toEqual([expect.objectContaining({ serverId: created.result.id, submitted: 1, inAll: 0 })]);
    expect(unsent.documents).toHaveLength(1); // the visitor's own photo, waiting (sealed)
    const notSent = (state: unknown) => state === 'pending' || state === 'in-flight'; // a try may be out while offline
    expect(unsent.outbox!.map((e) => [e.operation, notSent(e.state)])).toEqual([['document.upload', true], ['client.submit', true]]);
    expect(unsent.merges).toEqual([]);

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await waitUntilEmpty(page);
    const documents = await api<unknown[]>(`client/documentlist/${created.result.id}`);
    expect(documents.result).toHaveLength(2);
    expect((await api<{ submitted: boolean; firstName: string }>(`Client/${created.result.id}`)).result).toMatchObject({ submitted: true, firstName: 'مریم' });

    // Visitor 2 fills basic info, reaches the documents and walks away.
    const walkAway = withCheckDigit('002233445');
    await enterCode(page, walkAway);
    await page.waitForURL('**/AddnewClient/personalData');
    await fillKioskPersonalData(page, {
      firstName: 'لیلا', lastName: 'رحیمی', fatherName: 'رضا', birthCertificateNumber: '91', birthDay: '۱۳۷۰/۰۱/۲۰', phoneNumber: '09121112233', address: 'تهران',
    });
    await page.getByRole('button', { name: receptionText.next }).click();
    await page.waitForURL('**/AddnewClient/documents');
    await expect.poll(async () => (await dumpStore(page)).clients).toHaveLength(1); // hers (sealed), until the server has it

    await page.clock.fastForward('03:05');
    await page.waitForURL('**/AddnewClient/nationalCode');
    expect(await page.getByLabel(new RegExp(`^${kioskText.nationalCode}[\\s*]*$`)).inputValue()).toBe('');
    expect(await page.locator('body').innerText()).not.toContain('لیلا');
    await waitUntilEmpty(page);
    const abandoned = await api<{ id: number }>('Client/search', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ nationalCode: walkAway }) });
    expect(abandoned.status).toBe(200); // what she entered reached the clinic before the kiosk forgot it
    expect((await dumpStore(page)).clients).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
  });
});

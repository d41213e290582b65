// The proof that patient data at rest is sealed. A reception user registers a client with distinctive fields and two photos
// while offline, and the browser is closed with the work still queued: the whole profile on disk
// is searched for every field in every encoding and for the photos' bytes, for the session's
// token (which would call the API as the person off a copied profile) and for their delivery
// credential (which would write as them), and nothing is found.
// The browser then comes back on the same profile: the worker holds no key, so the person types
// their password on the lock screen; the engine sends everything, the person signs out, and
// (1) a script on the page reads every IndexedDB row and finds no patient field, (2) the closed
// profile is searched again: nothing. On the build before encryption this same harness found
// every field and both photos (LevelDB log and tables, blob files, autofill), so it is known to
// see. The row counts and control ids show the data is still there (sealed), so "nothing found"
// cannot come from an empty tablet or a scan that read nothing.
import { describe, expect, test } from 'vitest';
import { toPersianDigits } from '../../src/domain/digits';
import { lockText } from '../../src/domain/lock-text';
import { documentText, receptionText } from '../../src/domain/reception-text';
import { appText } from '../../src/domain/stations';
import type { TestServer } from '../server/harness';
import { waitForServiceWorker, type TestBrowser } from './browser';
import { e2eForFile } from './fixture';
import { keptProfileForFile } from './kept-profile';
import { dumpIndexedDb, flushIndexedDbLog, readableInDump, storedClient, type StoredClient } from './idb-readback';
import { hitsByField, patientNeedles, textNeedles, type PatientValues } from './patient-needles';
import { photoAsStored, type StoredPhoto } from './photo-as-stored';
import { cardPhoto, printedReportPhoto } from './patient-photos';
import { scanProfile, type Needle, type ScanHit } from './profile-scan';
import { credentialNeedles, tokenNeedles } from './token-needles';
import { addIdentityPhoto, fillStepOne, signInAt } from './reception-helpers';

let server: TestServer;
let browser: TestBrowser;

e2eForFile({ browser: false }, (e2e) => ({ server } = e2e));
// Its tests launch the browser on a profile kept on disk to scan.
const profile = keptProfileForFile();

/** Fake, but found nowhere else: a match can only be this client. */
const patient: PatientValues = {
  firstName: 'گلبهارنوش', lastName: 'سپیدچشمه‌زاده', fatherName: 'فرهمندیار',
  nationalCode: '0582739144', phoneNumber: '09357281946', address: 'کوچه نسترن‌زار، پلاک ۴۷، شهرک یاسمن‌دشت',
};

/** The session tokens the tablet was given (read off the sign-in answers, as the server sent them). */
const sessionTokens: string[] = [];
/** The delivery credentials it was given at those sign-ins (it delivers the author's queued writes). */
const deliveryCredentials: string[] = [];

async function registerOffline(card: Buffer, printedReport: Buffer): Promise<StoredClient> {
  const { page, context } = browser;
  const signInAnswer = page.waitForResponse((response) => /\/api\/v1\/account\/login$/i.test(new URL(response.url()).pathname));
  const credentialAnswer = page.waitForResponse((response) => /\/api\/v1\/sync\/deliverycredential$/i.test(new URL(response.url()).pathname));
  await signInAt(page, server.url, '/login/reception', 'reception', 'demo1234');
  sessionTokens.push(((await (await signInAnswer).json()) as { result: { token: string } }).result.token);
  deliveryCredentials.push(((await (await credentialAnswer).json()) as { result: { credential: string } }).result.credential);
  await page.getByRole('heading', { name: 'مدیریت مراجعه کنندگان' }).waitFor();
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await fillStepOne(page, {
    ...patient, nationalCode: toPersianDigits(patient.nationalCode), // a tablet's Persian keyboard
    birthCertificateNumber: '4711', birthDay: '1362/04/12', childNumber: '1',
  });
  await page.getByRole('button', { name: receptionText.next }).click();
  await page.waitForURL('**/addClient/step2');
  await addIdentityPhoto(page, 'کارت ملی', card);
  await page.getByRole('button', { name: receptionText.next }).click();
  await page.waitForURL('**/addClient/step3');
  const medicalReport = documentText.personalType(2); // a printed page
  await page.getByLabel(documentText.personalTypeLabel).selectOption({ label: medicalReport });
  await page.getByTestId('image-input').setInputFiles({ name: 'report.png', mimeType: 'image/png', buffer: printedReport });
  await page.getByRole('button', { name: documentText.addDocument }).click();
  await page.getByRole('img', { name: documentText.thumbnailOf(medicalReport) }).waitFor();
  await page.getByRole('button', { name: receptionText.submit }).click();
  await page.waitForURL('**/v2/reception/clientManagment');
  await page.getByRole('row').filter({ hasText: patient.firstName }).waitFor();
  return storedClient(page);
}

/** The network comes back; resolves once the server holds the submitted client and both photos. */
async function syncToServer(): Promise<void> {
  const { page, context } = browser;
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  const token = await server.login('reception', 'demo1234');
  const call = async <T>(path: string, init: RequestInit = {}) => {
    const response = await fetch(`${server.apiUrl}${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' } });
    return { status: response.status, result: ((await response.json()) as { result: T }).result };
  };
  for (const deadline = Date.now() + 90_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 1000))) {
    const found = await call<{ id: number }>('Client/search', { method: 'POST', body: JSON.stringify({ nationalCode: patient.nationalCode }) });
    if (found.status !== 200) continue;
    const client = await call<{ submitted: boolean }>(`Client/${found.result.id}`);
    const identity = await call<unknown[]>(`client/documentlist/${found.result.id}`);
    const personal = await call<unknown[]>(`client/personal/documentlist/${found.result.id}`);
    if (client.result.submitted && identity.result.length === 1 && personal.result.length === 1) return;
  }
  throw new Error('the server never held the client with both photos');
}

async function signOut(): Promise<void> {
  const { page } = browser;
  await page.getByRole('button', { name: appText.account }).click();
  await page.getByRole('button', { name: appText.logout }).click();
  await page.waitForURL(`${server.url}/`);
}

/** The scan step: every hit of the needles in the closed profile, grouped by field. */
function scanForPatient(needles: Needle[]): { hits: ScanHit[]; byField: Record<string, ScanHit[]> } {
  const hits = scanProfile(profile.dir!, needles);
  return { hits, byField: hitsByField(needles, hits) };
}

/** Labels and file names only (never a value): which file held which field, in which form. */
function report(title: string, hits: ScanHit[]): void {
  const lines = hits.map((hit) => `  ${hit.label.padEnd(40)} ${hit.layer.padEnd(20)} ${hit.file}`).sort();
  console.log(`${title}\n${lines.join('\n') || '  (nothing)'}`);
}

/** Every session token and delivery credential the tablet held, in every form a copy could take. */
const tokenNeedlesAll = (): Needle[] => [
  ...sessionTokens.flatMap((token, n) => tokenNeedles(`session token ${n}`, token)),
  ...deliveryCredentials.flatMap((credential, n) => credentialNeedles(`delivery credential ${n}`, credential)),
];

/** Ids stay plain in the encrypted build too: finding them shows the scan reads IndexedDB. */
function controlNeedles(client: StoredClient): Needle[] {
  return [client.localId, ...client.documents.map((doc) => doc.localId)].flatMap((id, n) => textNeedles(`control id ${n}`, id));
}

function expectControlsInIndexedDb(byField: Record<string, ScanHit[]>): void {
  for (const control of Object.keys(byField).filter((field) => field.startsWith('control'))) {
    expect(byField[control]!.some((hit) => /\.indexeddb\.leveldb\//.test(hit.file)), control).toBe(true);
  }
}

describe('patient data at rest is sealed', () => {
  let stored: StoredClient;
  let needles: Needle[];

  test('registered offline, browser closed with the work queued: no field, no photo and no session token anywhere in the profile', async () => {
    browser = await profile.launch();
    const picked = { identity: cardPhoto(), personal: printedReportPhoto() };
    stored = await registerOffline(picked.identity, picked.personal);
    const made: Record<string, StoredPhoto> = {
      identity: await photoAsStored(browser.page, picked.identity),
      personal: await photoAsStored(browser.page, picked.personal),
    };
    expect(stored.documents.map((doc) => doc.kind).sort()).toEqual(['identity', 'personal']);
    for (const doc of stored.documents) {
      // Sealed: a script reads only sealed photo bytes ('CSB1', WebCrypto's AES-GCM). The needles
      // are the very bytes the app's own compressPhoto makes again here (before encryption, the
      // rows held exactly these).
      expect(doc.photo?.subarray(0, 4).toString('latin1'), `${doc.kind} photo`).toBe('CSB1');
      expect(doc.thumbnail?.subarray(0, 4).toString('latin1'), `${doc.kind} thumbnail`).toBe('CSB1');
    }
    needles = patientNeedles(patient, Object.entries(made).flatMap(([kind, photo]) => [
      { field: `${kind} photo`, bytes: photo.bytes }, { field: `${kind} thumbnail`, bytes: photo.thumbnail },
    ]));
    await browser.close(); // LevelDB closes its log; the caches write their index

    expect(sessionTokens).toHaveLength(1);
    expect(deliveryCredentials).toHaveLength(1);
    const { hits, byField } = scanForPatient([...needles, ...tokenNeedlesAll(), ...controlNeedles(stored)]);
    report('queued offline: patient data in the profile (label, where in the file, file):', hits);
    expectControlsInIndexedDb(byField);
    for (const [field, fieldHits] of Object.entries(byField).filter(([field]) => !field.startsWith('control'))) {
      expect(fieldHits, field).toEqual([]);
    }
  });

  test('back on the same profile the lock screen asks for the password; sent and signed out, a script reads no patient field', async () => {
    expect(needles, 'the registration above').toBeDefined();
    browser = await profile.launch();
    const { page } = browser;
    // The person was away longer than the idle limit.
    await page.goto(`${server.url}/favicon.svg`);
    await page.evaluate(() => localStorage.setItem('lastInputAt', String(Date.now() - 3_600_000)));
    await page.goto(`${server.url}/v2/reception/clientManagment`);
    // The browser was closed: its worker, and the key with it, are gone. Still signed in, so the
    // lock screen asks for this person's password (the offline verifier unwraps the key).
    const lockScreen = page.getByRole('dialog', { name: lockText.title });
    await lockScreen.waitFor();
    await lockScreen.getByLabel(appText.password).fill('wrong-password');
    await lockScreen.getByRole('button', { name: lockText.unlock }).click();
    await lockScreen.getByText(lockText.wrongPassword).waitFor({ timeout: 20_000 });
    await lockScreen.getByLabel(appText.password).fill('demo1234');
    await lockScreen.getByRole('button', { name: lockText.unlock }).click();
    await page.getByRole('row').filter({ hasText: patient.firstName }).waitFor({ timeout: 20_000 });
    await syncToServer();
    await signOut();

    const dump = await dumpIndexedDb(browser.page);
    // Not a patient field, and stays true once encrypted: the rows are still on the tablet.
    expect(dump.rowCounts['clinic/clients']).toBeGreaterThanOrEqual(1);
    expect(dump.rowCounts['clinic/documents']).toBeGreaterThanOrEqual(2);
    expect(readableInDump(dump, needles)).toEqual([]);
    await flushIndexedDbLog(browser.page); // the next scan reads LevelDB's table files too
  });

  test('sent and signed out: the closed profile holds no field, no thumbnail and no photo', async () => {
    expect(needles, 'the registration above').toBeDefined();
    await browser.close();
    const { hits, byField } = scanForPatient([...needles, ...tokenNeedlesAll(), ...controlNeedles(stored)]);
    report('sent, signed out: patient data in the profile (label, where in the file, file):', hits);
    expectControlsInIndexedDb(byField);
    // The filler pushed the rows into a table file: the scan read Chromium's own .ldb blocks.
    expect(hits.some((hit) => hit.label.startsWith('control') && hit.layer === 'leveldb-table-block')).toBe(true);
    for (const [field, fieldHits] of Object.entries(byField).filter(([field]) => !field.startsWith('control'))) {
      expect(fieldHits, field).toEqual([]);
    }
  });
});

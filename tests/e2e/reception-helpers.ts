// What the reception e2e suites share: signing in through the login page, registering a client,
// a kiosk visitor's national code, a screenshot of the main screen in both themes, and small real
// PNG files for the photo uploads.
import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { clientFieldLabels as L, documentText, kioskText, receptionText } from '../../src/domain/reception-text';
import { lockText } from '../../src/domain/lock-text';
import { appText } from '../../src/domain/stations';
import { screenshot, waitForKeyInWorker, waitForServiceWorker } from './browser';

export async function signInAt(page: Page, origin: string, loginPath: string, userName: string, password: string,
  { keyInWorker = true } = {}): Promise<void> {
  await page.goto(`${origin}${loginPath}`);
  await page.getByLabel(appText.userName, { exact: true }).fill(userName);
  await page.getByLabel(appText.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: appText.login, exact: true }).click();
  await page.waitForURL(/\/v2\//).catch(async (error: unknown) => {
    // Say what the person would see: a sign-in that never leaves the page may fail in CI, where
    // a log is all there is (an error shown, the form still filled, or the shell still standing).
    const seen = await page.evaluate(() => ({
      url: location.pathname,
      shell: Boolean(document.getElementById('shell')),
      alerts: [...document.querySelectorAll('[role="alert"], [role="status"]')].map((node) => node.textContent?.trim()).filter(Boolean),
      fields: [...document.querySelectorAll('input')].map((input) => `${input.id}:${input.value === '' ? 'empty' : 'filled'}`),
    })).catch(() => 'the page could not be read');
    throw new Error(`sign-in at ${loginPath} did not reach /v2/: ${JSON.stringify(seen)}`, { cause: error });
  });
  // The next page a test opens (a goto) must find the key in the worker, as a person's reload
  // does. `keyInWorker: false`: a browser with service workers blocked, where the next page
  // starts locked (see unlockOnLockScreen) and opens with the password wrapped at the sign-in.
  if (keyInWorker) await waitForKeyInWorker(page);
}

/** A real Kiosk token from the server, as staff issue it (a kiosk unlocks its own key with it). */
export async function issuedKioskToken(server: { apiUrl: string; login(userName: string, password: string): Promise<string> }): Promise<string> {
  const staff = await server.login('reception', 'demo1234');
  const issued = await fetch(`${server.apiUrl}Account/kiosk`, {
    method: 'POST', headers: { Authorization: `Bearer ${staff}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ deviceName: 'ورودی' }),
  });
  return ((await issued.json()) as { result: { token: string } }).result.token;
}

/** The person left the tablet `awayMs` ago and its screen comes back on: the idle timer's
 *  last-input time (features/auth/idle-lock.ts) moved back, as the sleeping tablet's clock would
 *  have left it, then the page shown again; past the limit, the lock screen is up at once. */
export async function screenBackOnAfter(page: Page, awayMs: number): Promise<void> {
  await page.evaluate((away) => {
    localStorage.setItem('lastInputAt', String(Date.now() - away));
    document.dispatchEvent(new Event('visibilitychange'));
  }, awayMs);
}

/** A page opened by address takes the data key from the service worker (features/auth/unlock-on-open.ts);
 *  with no worker holding it (blocked, stopped with every page closed) it starts locked and the
 *  person types their password on the lock screen. A no-op when it opens unlocked. A caller whose
 *  page is about to reload waits for that load first. */
export async function unlockOnLockScreen(page: Page, password: string): Promise<void> {
  const lockScreen = page.getByRole('dialog', { name: lockText.title });
  await lockScreen.or(page.getByRole('banner')).first().waitFor();
  if (!(await lockScreen.isVisible())) return;
  await lockScreen.getByLabel(appText.password).fill(password);
  await lockScreen.getByRole('button', { name: lockText.unlock }).click();
  await lockScreen.waitFor({ state: 'detached', timeout: 20_000 }).catch(async (error: unknown) => {
    throw new Error(`the lock screen stayed: ${await lockScreen.innerText().catch(() => '?')}`, { cause: error });
  });
}

/** What differs between the clients the e2e suites register; the rest is a married Iranian woman
 * with a bachelor's degree, in her own house, in screening. */
export interface StepOneValues {
  firstName: string; lastName: string; fatherName: string; nationalCode: string;
  birthCertificateNumber: string; birthDay: string; childNumber: string; phoneNumber: string; address: string;
}

/** From the client list: open add client and fill every field of step 1 (without pressing next). */
export async function fillStepOne(page: Page, values: StepOneValues): Promise<void> {
  const field = (label: string) => page.getByLabel(new RegExp(`^${label}[\\s*]*$`));
  await page.getByRole('link', { name: receptionText.addClient }).click();
  await page.waitForURL('**/clientManagment/addClient');
  for (const name of ['firstName', 'lastName', 'fatherName', 'nationalCode'] as const) await field(L[name]).fill(values[name]);
  await field(L.nationality).fill('ایرانی');
  await field(L.birthCertificateNumber).fill(values.birthCertificateNumber);
  await field(L.birthDay).fill(values.birthDay);
  await field(L.gender).selectOption({ label: 'زن' });
  await field(L.education).selectOption({ label: 'لیسانس' });
  await field(L.maritalStatus).selectOption({ label: 'متاهل' });
  await field(L.childNumber).fill(values.childNumber);
  await field(L.housing).selectOption({ label: 'مالک' });
  await field(L.phoneNumber).fill(values.phoneNumber);
  await field(L.address).fill(values.address);
  await page.getByRole('checkbox', { name: L.isScreening }).check();
}

/** On step 2: add one identity document of the given type and wait for its thumbnail. */
export async function addIdentityPhoto(page: Page, typeLabel: string, photo: Buffer): Promise<void> {
  await page.getByLabel(documentText.typeLabel).selectOption({ label: typeLabel });
  await page.getByTestId('image-input').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: photo });
  await page.getByRole('button', { name: documentText.addDocument }).click();
  await page.getByRole('img', { name: documentText.thumbnailOf(typeLabel) }).waitFor();
}

/** From the client list: register a client with one ID-card photo (online or not, as the caller
 *  left the network) and wait for her row in the list. */
export async function registerWithIdCard(page: Page, firstName: string, nationalCode: string, idCard: Buffer): Promise<void> {
  await fillStepOne(page, {
    firstName, lastName: 'کاظمی', fatherName: 'حسن', nationalCode, birthCertificateNumber: '55',
    birthDay: '1370/05/10', childNumber: '1', phoneNumber: '09121112233', address: 'تهران، خیابان انقلاب',
  });
  await page.getByRole('button', { name: receptionText.next }).click();
  await page.waitForURL('**/addClient/step2');
  await addIdentityPhoto(page, 'کارت ملی', idCard);
  await page.getByRole('button', { name: receptionText.next }).click();
  await page.waitForURL('**/addClient/step3');
  await page.getByRole('button', { name: receptionText.submit }).click();
  await page.waitForURL('**/v2/reception/clientManagment');
  await page.getByRole('row').filter({ hasText: `${firstName} کاظمی` }).waitFor();
}

/** Reception signs in and turns the tablet into the kiosk «تبلت ورودی» (`beforeTurning` runs once
 *  signed in); the Kiosk token the server issued it (the caller waits for the intake's first step). */
export async function turnIntoKiosk(page: Page, origin: string, beforeTurning?: () => Promise<void>): Promise<string> {
  await signInAt(page, origin, '/login/reception', 'reception', 'demo1234');
  await waitForServiceWorker(page);
  await beforeTurning?.();
  const issued = page.waitForResponse((response) => /\/api\/v1\/account\/kiosk$/i.test(new URL(response.url()).pathname));
  await page.getByRole('button', { name: kioskText.turnIntoKiosk }).click();
  await page.getByLabel(kioskText.deviceName).fill('تبلت ورودی');
  await page.getByRole('button', { name: 'تایید' }).click();
  return ((await (await issued).json()) as { result: { token: string } }).result.token;
}

/** What a staff member does on a kiosk: leave kiosk mode with their password, back on the staff
 *  app's home with nothing left saying kiosk. */
export async function leaveKioskMode(page: Page, origin: string): Promise<void> {
  await page.getByRole('button', { name: kioskText.leaveKiosk }).click();
  await page.getByRole('dialog').getByLabel('نام کاربری').fill('reception');
  await page.getByRole('dialog').getByLabel('رمز عبور').fill('demo1234');
  await page.getByRole('dialog').getByRole('button', { name: 'تایید' }).click();
  await page.waitForURL(`${origin}/`);
  // (No vitest's expect here: the bench's histories import these helpers outside vitest.)
  const kiosk = await page.evaluate(() => localStorage.getItem('kiosk'));
  if (kiosk !== null) throw new Error(`left kiosk mode, yet the tablet still says kiosk: ${kiosk}`);
}

/** What a kiosk visitor types on the personal data step; the rest she chooses as every visitor of
 *  these tests does (Iranian, a woman, a diploma, single, no children, renting). */
export interface KioskVisitor {
  firstName: string; lastName: string; fatherName: string;
  birthCertificateNumber: string; birthDay: string; phoneNumber: string; address: string;
}

/** A kiosk visitor fills the personal data step (without choosing whether she had a file). */
export async function fillKioskPersonalData(page: Page, visitor: KioskVisitor): Promise<void> {
  const field = (label: string) => page.getByLabel(new RegExp(`^${label}[\\s*]*$`));
  await field(L.firstName).fill(visitor.firstName);
  await field(L.lastName).fill(visitor.lastName);
  await field(L.fatherName).fill(visitor.fatherName);
  await field(L.nationality).fill('ایرانی');
  await field(L.birthCertificateNumber).fill(visitor.birthCertificateNumber);
  await field(L.birthDay).fill(visitor.birthDay);
  await field(L.gender).selectOption({ label: 'زن' });
  await field(L.education).selectOption({ label: 'دیپلم' });
  await field(L.maritalStatus).selectOption({ label: 'مجرد' });
  await field(L.childNumber).fill('0');
  await field(L.housing).selectOption({ label: 'استیجاری' });
  await field(L.phoneNumber).fill(visitor.phoneNumber);
  await field(L.address).fill(visitor.address);
}

/** On a kiosk's first step: the visitor types her national code, then again (`second`), and checks. */
export async function enterNationalCode(page: Page, first: string, second = first): Promise<void> {
  await page.getByLabel(new RegExp(`^${kioskText.nationalCode}[\\s*]*$`)).fill(first);
  await page.getByLabel(new RegExp(`^${kioskText.nationalCodeAgain}[\\s*]*$`)).fill(second);
  await page.getByRole('button', { name: kioskText.check }).click();
}

/** test-results/{name}-light.png and -dark.png, switching with the shell's theme button. */
export async function screenshotBothThemes(page: Page, name: string): Promise<void> {
  const toDark = page.getByRole('button', { name: appText.darkTheme });
  if (await toDark.count()) {
    await screenshot(page, `${name}-light`);
    await toDark.click();
    await screenshot(page, `${name}-dark`);
    await page.getByRole('button', { name: appText.lightTheme }).click();
  } else {
    await screenshot(page, `${name}-dark`);
    await page.getByRole('button', { name: appText.lightTheme }).click();
    await screenshot(page, `${name}-light`);
  }
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real width×height PNG of one colour with a diagonal stripe (decodable by createImageBitmap). */
export function pngImage(width: number, height: number, rgb: [number, number, number]): Buffer {
  return pngFromPixels(width, height, (x, y) => (Math.abs(x - y) < 4 ? [255, 255, 255] : rgb));
}

/** A real width×height PNG whose pixel (x, y) has the colour `pixel` gives. */
export function pngFromPixels(width: number, height: number, pixel: (x: number, y: number) => readonly [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

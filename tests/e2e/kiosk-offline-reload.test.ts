// A kiosk set up online, then the clinic's network goes and the page is reloaded (a visitor
// pulled down to refresh; the tablet slept and the browser stopped its worker): the kiosk takes the
// next visitor at once, and their intake is saved on the tablet to go when the network is back.
import { expect, test } from 'vitest';
import { lockText } from '../../src/domain/lock-text';
import { clientFieldLabels as L, documentText, kioskText, receptionText } from '../../src/domain/reception-text';
import { pollInPage, waitForKeyInWorker } from './browser';
import { e2eForFile } from './fixture';
import { pngImage, signInAt } from './reception-helpers';

const e2e = e2eForFile();

/** How many outbox entries of this operation the tablet holds (read as stored: the field is plain). */
const queued = (operation: string) => new Promise<boolean>((resolve) => {
  const open = indexedDB.open('clinic');
  open.onerror = () => resolve(false);
  open.onsuccess = () => {
    const all = open.result.transaction('outbox').objectStore('outbox').getAll();
    all.onsuccess = () => {
      open.result.close();
      resolve((all.result as Array<{ operation?: string }>).some((entry) => entry.operation === operation));
    };
  };
});

test('a kiosk reloaded with no network, its worker stopped, takes the next visitor and saves the intake', async () => {
  const { server, browser: { page, context } } = e2e;
  await signInAt(page, server.url, '/login/reception', 'reception', 'demo1234');
  await page.getByRole('button', { name: kioskText.turnIntoKiosk }).click();
  await page.getByLabel(kioskText.deviceName).fill('تبلت ورودی');
  await page.getByRole('button', { name: 'تایید' }).click();
  await page.waitForURL('**/AddnewClient/nationalCode');
  await waitForKeyInWorker(page);

  await context.setOffline(true);
  // The browser stops an idle worker (a tablet asleep between visitors), and its copy of the key.
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await page.reload();

  const code = page.getByLabel(new RegExp(`^${kioskText.nationalCode}[\\s*]*$`));
  await code.waitFor().catch(async (error: unknown) => {
    const seen = await page.evaluate(() => `${location.pathname}: ${document.body.innerText.slice(0, 400)}`).catch(() => 'unreadable');
    throw new Error(`the kiosk did not take the next visitor; it showed ${seen}`, { cause: error });
  });
  expect(await page.getByText(lockText.kioskNeedsServer).count()).toBe(0);
  await code.fill('0084575948');
  await page.getByLabel(new RegExp(`^${kioskText.nationalCodeAgain}[\\s*]*$`)).fill('0084575948');
  await page.getByRole('button', { name: kioskText.check }).click();
  await page.waitForURL('**/AddnewClient/personalData');
  const field = (label: string) => page.getByLabel(new RegExp(`^${label}[\\s*]*$`));
  await field(L.firstName).fill('زهرا');
  await field(L.lastName).fill('محمدی');
  await field(L.fatherName).fill('حسن');
  await field(L.nationality).fill('ایرانی');
  await field(L.birthCertificateNumber).fill('5678');
  await field(L.birthDay).fill('۱۳۶۵/۰۶/۱۵');
  await field(L.gender).selectOption({ label: 'زن' });
  await field(L.education).selectOption({ label: 'دیپلم' });
  await field(L.maritalStatus).selectOption({ label: 'مجرد' });
  await field(L.childNumber).fill('0');
  await field(L.housing).selectOption({ label: 'استیجاری' });
  await field(L.phoneNumber).fill('09351234567');
  await field(L.address).fill('کرج');
  await page.getByRole('radio', { name: kioskText.newVisitor }).check();
  await page.getByRole('button', { name: receptionText.next }).click();
  await page.waitForURL('**/AddnewClient/documents');
  await page.getByLabel(documentText.typeLabel).selectOption({ label: 'فیش حقوقی' });
  await page.getByTestId('image-input').setInputFiles({ name: 'p.png', mimeType: 'image/png', buffer: pngImage(640, 480, [20, 120, 60]) });
  await page.getByRole('button', { name: documentText.addDocument }).click();
  await page.getByRole('img', { name: documentText.thumbnailOf('فیش حقوقی') }).waitFor();
  await page.getByRole('button', { name: receptionText.next }).click();
  await page.waitForURL('**/AddnewClient/personalDoc');
  await page.getByRole('button', { name: receptionText.submit }).click();
  await pollInPage(page, queued, 'client.submit', 30_000, 'the intake was never saved on the kiosk');
  expect(await page.evaluate(queued, 'client.create')).toBe(true);
});

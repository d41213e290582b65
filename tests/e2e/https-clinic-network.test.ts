// The clinic network in a real Chromium: the app at https://clinic.lan (a name mapped to loopback)
// with the generated authority trusted as a tablet trusts it; the service worker controls the
// page, reception signs in, registers a client with a photo offline, reconnects, and the server
// holds both. Over plain HTTP the same name gets the Persian notice, never a sign-in that fails.
import { X509Certificate } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { receptionText } from '../../src/domain/reception-text';
import { tlsCardText } from '../../src/domain/tls-card-text';
import { tlsText } from '../../src/domain/tls-text';
import { nationalCode as validNationalCode } from '../server/fixtures';
import { startTestServer, superAdminPassword, type TestServer } from '../server/harness';
import { launchBrowser, screenshot, waitForServiceWorker, type TestBrowser } from './browser';
import { e2eForFile, type E2e } from './fixture';
import { addIdentityPhoto, fillStepOne, pngImage, signInAt } from './reception-helpers';
import { clinicLanOnLoopback } from './trusted-ca';

let server: TestServer;
let browser: TestBrowser;
let trust: NonNullable<E2e['trust']>;
let origin: string;

e2eForFile({ clinicLan: true }, (e2e) => {
  ({ server, browser, trust } = e2e as Required<E2e>);
  origin = `https://clinic.lan:${new URL(server.httpsUrl!).port}`;
});

const nationalCode = validNationalCode();

describe('the app over HTTPS on the clinic network', () => {
  test('a trusted certificate, the service worker, a sign-in, an offline registration with a photo, a reconnect: the server has them', async () => {
    const { page, context } = browser;
    await signInAt(page, origin, '/login/reception', 'reception', 'demo1234');
    expect(await page.evaluate(() => [window.isSecureContext, location.protocol])).toEqual([true, 'https:']);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await fillStepOne(page, {
      firstName: 'سارا', lastName: 'کاظمی', fatherName: 'حسن', nationalCode, birthCertificateNumber: '55',
      birthDay: '1370/05/10', childNumber: '1', phoneNumber: '09121112233', address: 'تهران، خیابان انقلاب',
    });
    await page.getByRole('button', { name: receptionText.next }).click();
    await page.waitForURL('**/addClient/step2');
    await addIdentityPhoto(page, 'کارت ملی', pngImage(1200, 800, [40, 120, 60]));
    await page.getByRole('button', { name: receptionText.next }).click();
    await page.waitForURL('**/addClient/step3');
    await page.getByRole('button', { name: receptionText.submit }).click();
    await page.waitForURL('**/v2/reception/clientManagment');
    await page.getByRole('row').filter({ hasText: 'سارا کاظمی' }).waitFor();

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const stored = async () => {
      const clients = await server.sql.rows<{ id: number; submitted: boolean }>(sql`SELECT id, submitted FROM clients WHERE national_code = ${nationalCode}`);
      if (clients.length === 0) return undefined;
      const photos = await server.sql.rows<{ fileName: string }>(sql`SELECT data->>'fileName' AS "fileName" FROM records WHERE client_id = ${clients[0]!.id} AND kind = 'document'`);
      return { client: clients[0]!, photos: photos.length, photoOnDisk: photos.every((photo) => existsSync(join(server.dataDir, 'files', photo.fileName))) };
    };
    await expect.poll(stored, { timeout: 60_000, interval: 500 }).toMatchObject({ client: { submitted: true }, photos: 1, photoOnDisk: true });
    await screenshot(page, 'https-clinic-lan-client-list');
    expect(browser.pageErrors).toEqual([]);
  });

  test('the plain port sends the app to https, and answers /ca with the fingerprint', async () => {
    const plain = `http://clinic.lan:${new URL(server.url).port}`;
    const { page, context } = browser;
    await context.setOffline(false);
    await page.goto(`${plain}/login/reception?x=1`);
    expect(page.url()).toBe(`${origin}/login/reception?x=1`);
    await page.goto(`${plain}/ca`);
    await page.getByRole('heading', { name: tlsText.caTitle }).waitFor();
    const fingerprint = (await page.locator('#fingerprint').innerText()).trim();
    expect(fingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    await screenshot(page, 'https-ca-page');
    expect(fingerprint).toBe(new X509Certificate(readFileSync(join(server.dataDir, 'tls', 'ca.crt.pem'))).fingerprint256);
    // On the https origin, where the app's worker answers navigations, /ca is still the server's page.
    const secure = await page.goto(`${origin}/ca`);
    expect(secure?.fromServiceWorker()).toBe(false);
    expect((await page.locator('#fingerprint').innerText()).trim()).toBe(fingerprint);
  });

  test('the super admin sees the same fingerprint in the app, to compare before trusting', async () => {
    const admin = await launchBrowser({ env: { HOME: trust.home }, args: [clinicLanOnLoopback] });
    try {
      await signInAt(admin.page, origin, '/login/admin', 'SuperAdmin', superAdminPassword);
      await admin.page.goto(`${origin}/v2/superAdmin/adminManagment`);
      const card = admin.page.getByRole('region', { name: tlsCardText.cardTitle });
      await card.getByTestId('tls-fingerprint').waitFor();
      expect(await card.getByTestId('tls-fingerprint').innerText()).toBe(new X509Certificate(readFileSync(join(server.dataDir, 'tls', 'ca.crt.pem'))).fingerprint256);
      await screenshot(admin.page, 'https-super-admin-tls-card');
    } finally {
      await admin.close();
    }
  });
});

describe('the same name over plain HTTP (a server without HTTPS_PORT)', () => {
  test('shows the Persian notice alone, and runs none of the app', async () => {
    const plainServer = await startTestServer({ port: 0 });
    const tablet = await launchBrowser({ args: [clinicLanOnLoopback] });
    try {
      const { page } = tablet;
      await page.goto(`http://clinic.lan:${new URL(plainServer.url).port}/login/reception`);
      await page.getByRole('heading', { name: tlsText.insecureTitle }).waitFor();
      expect(await page.getByRole('link', { name: tlsText.insecureCaLink }).getAttribute('href')).toBe('/ca');
      // The sign-in form of the shell is not there to be used, and no module of the app was loaded.
      expect(await page.getByRole('button', { name: 'ورود', exact: true }).isVisible()).toBe(false);
      // Past start-app.js's latest start (a second after it ran), nothing was added.
      await page.waitForTimeout(1500);
      expect(await page.evaluate(() => document.querySelectorAll('script[type="module"]').length)).toBe(0);
      expect(tablet.pageErrors).toEqual([]);
      await screenshot(page, 'http-clinic-lan-notice');
      // Its link leads to a page saying HTTPS is off on this server, not back to the notice.
      await page.getByRole('link', { name: tlsText.insecureCaLink }).click();
      await page.getByText(tlsCardText.cardNoHttps).waitFor();
    } finally {
      await tablet.close();
      await plainServer.close();
    }
  });
});

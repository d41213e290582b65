// The queue leaves with the network whoever is at the tablet, in a real Chromium at
// https://clinic.lan: reception registers a client with a photo offline, the tablet idles into its
// lock (or reception signs out and another person signs in), the network comes back, and the
// server holds the registration and the photo without reception unlocking or signing in.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { lockText } from '../../src/domain/lock-text';
import { appText } from '../../src/domain/stations';
import { syncText } from '../../src/domain/sync-labels';
import { nationalCode as validNationalCode } from '../server/fixtures';
import type { TestServer } from '../server/harness';
import { launchBrowser, waitForServiceWorker, type TestBrowser } from './browser';
import { clinicLanOnLoopback } from './trusted-ca';
import { e2eForFile, type E2e } from './fixture';
import { pngImage, registerWithIdCard, signInAt } from './reception-helpers';

let server: TestServer;
let browser: TestBrowser;
let origin: string;
let trust: NonNullable<E2e['trust']>;

e2eForFile({ clinicLan: true }, (e2e) => {
  ({ server, browser, trust } = e2e as Required<E2e>);
  origin = `https://clinic.lan:${new URL(server.httpsUrl!).port}`;
});

/** Rows of one Dexie table, read with the raw IndexedDB API in the page. */
function countRows(page: Page, table: string): Promise<number> {
  return page.evaluate((name) => new Promise<number>((resolve, reject) => {
    const open = indexedDB.open('clinic');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const request = open.result.transaction(name).objectStore(name).count();
      request.onsuccess = () => {
        open.result.close();
        resolve(request.result);
      };
    };
  }), table);
}

/** The client as the server holds it: submitted or not, and its photos kept on disk. */
async function onServer(nationalCode: string) {
  const clients = await server.sql.rows<{ id: number; submitted: boolean }>(sql`SELECT id, submitted FROM clients WHERE national_code = ${nationalCode}`);
  if (clients.length === 0) return undefined;
  const photos = await server.sql.rows<{ fileName: string }>(sql`SELECT data->>'fileName' AS "fileName" FROM records WHERE client_id = ${clients[0]!.id} AND kind = 'document'`);
  return { submitted: clients[0]!.submitted, photos: photos.length, photoOnDisk: photos.every((photo) => existsSync(join(server.dataDir, 'files', photo.fileName))) };
}

describe('the queue leaves with the network', () => {
  test('a registration and its photo reach the server while the tablet is idle-locked, nobody unlocking', async () => {
    const { page, context } = browser;
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate(() => localStorage.setItem('lockAfterMinutes', String(20 / 60))); // 20 s on this tablet
    await signInAt(page, origin, '/login/reception', 'reception', 'demo1234');
    await waitForServiceWorker(page);
    await expect.poll(() => countRows(page, 'deliveryCredentials'), { timeout: 20_000 }).toBe(1);
    await context.setOffline(true);
    const nationalCode = validNationalCode();
    await registerWithIdCard(page, 'سارا', nationalCode, pngImage(1200, 800, [40, 120, 60]));
    // Create, photo, submit: each sealed for the server beside the queue.
    await expect.poll(() => countRows(page, 'deliveries'), { timeout: 20_000 }).toBe(3);

    await page.getByRole('dialog', { name: lockText.title }).waitFor({ timeout: 60_000 });
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => onServer(nationalCode), { timeout: 60_000, interval: 500 }).toEqual({ submitted: true, photos: 1, photoOnDisk: true });
    // Still locked: nobody typed a password.
    expect(await page.getByRole('dialog', { name: lockText.title }).isVisible()).toBe(true);
    expect(browser.pageErrors).toEqual([]);
  });

  test('reception signs out with work unsent, screening signs in: reception\'s registration and photo reach the server', async () => {
    // A tablet of its own (the first test's is locked with reception signed in).
    const tablet = await launchBrowser({ env: { HOME: trust.home }, args: [clinicLanOnLoopback] });
    const { page, context } = tablet;
    await signInAt(page, origin, '/login/reception', 'reception', 'demo1234');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    const nationalCode = validNationalCode();
    await registerWithIdCard(page, 'مینا', nationalCode, pngImage(1200, 800, [40, 120, 60]));
    await page.getByRole('button', { name: appText.account }).click();
    await page.getByRole('button', { name: appText.logout }).click();
    await page.getByRole('dialog', { name: syncText.signOutUnsent(3) }).getByRole('button', { name: appText.confirm }).click();
    await page.waitForURL(`${origin}/`);

    await context.setOffline(false);
    await signInAt(page, origin, '/login/screening', 'screening', 'demo1234');
    try {
      await expect.poll(() => onServer(nationalCode), { timeout: 60_000, interval: 500 }).toEqual({ submitted: true, photos: 1, photoOnDisk: true });
      expect(tablet.pageErrors).toEqual([]);
    } finally {
      await tablet.close();
    }
  });
});

// A server that lost the tablets' keys (its database restored from a backup older than this
// tablet's key) in a real Chromium: the patient rows the tablet holds are sealed under a key the
// server no longer has. A person with no copy of the key on the tablet signs in: the sign-in is
// refused with the plain Persian reason and what to do, nothing is unlocked and nothing wiped;
// once the administrator puts the tablet's key back, the same sign-in opens the same rows.
import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { clinicalText } from '../../src/domain/clinical-text';
import { lockText } from '../../src/domain/lock-text';
import { appText, loginPathOfArea } from '../../src/domain/stations';
import type { Area } from '../../src/domain/roles';
import { clientBody } from '../server/fixtures';
import type { TestServer } from '../server/harness';
import { call } from '../server/http';
import { waitForServiceWorker, type TestBrowser } from './browser';
import { e2eForFile } from './fixture';

let server: TestServer;
let browser: TestBrowser;
e2eForFile({}, (e2e) => ({ server, browser } = e2e));

async function signInAs(area: Area, userName: string) {
  const { page } = browser;
  await page.goto(server.url + loginPathOfArea[area]);
  await page.getByLabel(appText.userName, { exact: true }).fill(userName);
  await page.getByLabel(appText.password, { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: appText.login, exact: true }).click();
}

/** The tablet's client rows as IndexedDB keeps them (sealed): counted, none opened. */
const storedClients = () => browser.page.evaluate(() => new Promise<number>((resolve, reject) => {
  const open = indexedDB.open('clinic');
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const request = open.result.transaction('clients', 'readonly').objectStore('clients').count();
    request.onsuccess = () => { resolve(request.result); open.result.close(); };
  };
}));

test('a sign-in whose key opens nothing on the tablet is refused, says why, and keeps the rows; the key back, they open', async () => {
  const { page } = browser;
  const token = await server.login('research', 'demo1234');
  const created = await call(server.apiUrl, 'POST', 'Client', { token, body: clientBody({ firstName: 'رویا', lastName: 'امیری', isScreening: true, isNew: false }) });
  expect(created.status).toBe(201);

  await signInAs('screening', 'screening');
  await page.waitForURL(/\/v2\//);
  await waitForServiceWorker(page);
  await page.getByRole('row', { name: /رویا امیری/ }).first().waitFor({ timeout: 30_000 }); // pulled, sealed
  await page.getByRole('button', { name: appText.account }).click();
  await page.getByRole('button', { name: appText.logout }).click();
  await page.waitForURL(`${server.url}/`);

  // The server's database comes back from a backup made before this tablet's first sign-in.
  const kept = await server.sql.rows<{ device_id: string; data_key: Uint8Array }>(sql`SELECT device_id::text AS device_id, data_key FROM device_keys`);
  expect(kept).toHaveLength(1);
  await server.sql.rows(sql`DELETE FROM device_keys`);

  await signInAs('research', 'research'); // no copy of the key for this person on the tablet
  const said = lockText.keyOpensNothing(kept[0]!.device_id);
  await page.getByText(said).first().waitFor({ timeout: 30_000 });
  expect(page.url()).toContain('/login/');
  expect(await storedClients()).toBe(1); // nothing wiped
  const offered = await server.sql.rows(sql`SELECT device_id FROM device_keys`);
  expect(offered).toEqual([]); // no new key took the old one's place

  // The administrator restores the tablet's key from the backup.
  await server.sql.rows(sql`INSERT INTO device_keys (device_id, data_key) VALUES (${kept[0]!.device_id}::uuid, ${Buffer.from(kept[0]!.data_key)})`);
  await signInAs('research', 'research');
  await page.waitForURL(/\/v2\//);
  await page.goto(`${server.url}/v2/research/screeningManagment`);
  const row = page.getByRole('row', { name: /رویا امیری/ }).first();
  await row.waitFor({ timeout: 30_000 });
  await row.getByRole('link', { name: clinicalText.details }).waitFor();
  expect(browser.pageErrors).toEqual([]);
}, 180_000);

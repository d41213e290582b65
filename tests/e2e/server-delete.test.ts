// A client deleted on the server (through the API, as from another station)
// vanishes from the tablet's screens and from its IndexedDB, photos included: the document row,
// and the full image the viewer had fetched into the tablet's photo cache.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { messages } from '../../src/domain/messages';
import { documentText, receptionText } from '../../src/domain/reception-text';
import { clientFields } from '../unit/db-fixtures';
import type { TestServer } from '../server/harness';
import type { TestBrowser } from './browser';
import { e2eForFile } from './fixture';
import { pngImage, signInAt } from './reception-helpers';

let server: TestServer;
let browser: TestBrowser;

e2eForFile({}, (e2e) => ({ server, browser } = e2e));

/** What the tablet's Dexie holds, read with the raw IndexedDB API in the page: every client (its
 * fields are sealed, its national code a keyed hash; this server has no other client), document
 * and cached photo. */
function heldOnTablet(page: Page) {
  return page.evaluate(() => new Promise<{ clients: number; documents: number; cachedPhotos: number }>((resolve, reject) => {
    const open = indexedDB.open('clinic');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction(['clients', 'documents', 'photoCache']);
      const all = (name: string) => new Promise<Record<string, unknown>[]>((done) => {
        const request = tx.objectStore(name).getAll();
        request.onsuccess = () => done(request.result as Record<string, unknown>[]);
      });
      void Promise.all([all('clients'), all('documents'), all('photoCache')]).then(([clients, documents, photos]) => {
        db.close();
        resolve({
          clients: clients!.length,
          documents: documents!.length,
          cachedPhotos: photos!.length,
        });
      });
    };
  }));
}

describe('a client deleted on the server', () => {
  test('vanishes with its photos from the tablet\'s screens and IndexedDB', async () => {
    const nationalCode = '4608968882';
    const token = await server.login('reception', 'demo1234');
    const created = await fetch(`${server.apiUrl}Client`, {
      method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(clientFields(0, { firstName: 'سمیرا', lastName: 'احمدی', nationalCode })),
    });
    const { result } = (await created.json()) as { result: { id: number } };
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pngImage(300, 200, [200, 60, 90]))], { type: 'image/png' }), 'photo.png');
    const uploaded = await fetch(`${server.apiUrl}Client/upload/${result.id}/2`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(uploaded.status).toBeLessThan(300);

    const { page } = browser;
    await signInAt(page, server.url, '/login/reception', 'reception', 'demo1234');
    const row = page.getByRole('row').filter({ hasText: 'سمیرا احمدی' });
    await row.waitFor({ timeout: 60_000 }); // pulled from the server
    await row.getByRole('link', { name: `${receptionText.detail} سمیرا احمدی` }).click();
    await page.waitForURL('**/clientManagment/detail/**');
    const detailUrl = page.url();
    const photo = page.getByRole('img', { name: documentText.thumbnailOf('عکس') });
    await photo.waitFor();
    // The picture came from the server with the token and is now in the tablet's photo cache.
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 20_000 }).toBe(300);
    await expect.poll(() => heldOnTablet(page), { timeout: 20_000 }).toEqual({ clients: 1, documents: 1, cachedPhotos: 1 });

    const deleted = await fetch(`${server.apiUrl}Client/${result.id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
    expect(deleted.status).toBe(200);

    // The tablet's next sync (here: the app starting again on the same page) brings the delete.
    await page.reload();
    await page.getByText(receptionText.notFoundClient).waitFor({ timeout: 60_000 });
    await expect.poll(() => heldOnTablet(page), { timeout: 20_000 }).toEqual({ clients: 0, documents: 0, cachedPhotos: 0 });
    expect(await page.getByRole('img', { name: documentText.thumbnailOf('عکس') }).count()).toBe(0);

    await page.goto(new URL('/v2/reception/clientManagment', detailUrl).href);
    await page.getByRole('heading', { name: 'مدیریت مراجعه کنندگان' }).waitFor();
    await page.getByText(messages.emptyList).waitFor(); // this server has no other client
    expect(await page.getByRole('row').filter({ hasText: 'سمیرا احمدی' }).count()).toBe(0);
  });
});

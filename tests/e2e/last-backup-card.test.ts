// SuperAdmin's «آخرین پشتیبان» card (issue 34 item 3): none before the first backup; after one
// taken by the running server, its Jalali date, its size and that it was read back and checked.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { backupSize, backupText } from '../../src/domain/backup-text';
import { formatJalaliDateTime } from '../../src/domain/jalali';
import { callControl } from '../../server/control/socket';
import { startTestServer, superAdminPassword, type TestServer } from '../server/harness';
import { launchBrowser, type TestBrowser } from './browser';
import { signInAt } from './reception-helpers';

let server: TestServer;
let browser: TestBrowser;

beforeAll(async () => {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npx vite build` first');
  server = await startTestServer({ pglite: true, backupKeys: { passphrase: 'card test pass phrase' } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the last backup card', () => {
  test('says none yet, then the date, size and check of the backup the server took', async () => {
    const { page } = browser;
    await signInAt(page, server.url, '/login/admin', 'SuperAdmin', superAdminPassword);
    await page.goto(`${server.url}/v2/superAdmin/adminManagment`);
    const card = page.getByRole('region', { name: backupText.title });
    await card.getByText(backupText.none).waitFor();

    const taken = await callControl(server.dataDir, 'backup', { file: join(server.dataDir, 'card.backup') });
    expect(taken).toMatchObject({ reached: true, status: 200 });
    const result = (taken as { result: { takenAt: string; bytes: number } }).result;
    await page.reload();
    await card.getByText(backupText.verified).waitFor();
    expect(await card.textContent()).toContain(formatJalaliDateTime(result.takenAt));
    expect(await card.textContent()).toContain(backupSize(result.bytes));
  });
});

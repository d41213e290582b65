// SuperAdmin's «آخرین پشتیبان» card: none before the first backup; after one
// taken by the running server, its Jalali date, its size and that it was read back and checked.
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { backupSize, backupText } from '../../src/domain/backup-text';
import { formatJalaliDateTime } from '../../src/domain/jalali';
import { callControl } from '../../server/control/socket';
import { superAdminPassword, type TestServer } from '../server/harness';
import type { TestBrowser } from './browser';
import { e2eForFile } from './fixture';
import { signInAt } from './reception-helpers';

let server: TestServer;
let browser: TestBrowser;

e2eForFile({ server: { pglite: true, backupKeys: { passphrase: 'card test pass phrase' } } }, (e2e) => ({ server, browser } = e2e));

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

// Who saw what (issue 37 §5), over HTTPS at clinic.lan as a clinic's tablets run: a reception
// user opens a patient's detail; SuperAdmin finds that view on «ردپای دسترسی» by the patient's
// national code, and on the patient's detail among its latest openers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { auditActionLabels, auditText } from '../../src/domain/audit-text';
import { roleLabels } from '../../src/domain/roles';
import { receptionText } from '../../src/domain/reception-text';
import { superAdminPassword, type TestServer } from '../server/harness';
import { httpsGet, portOf } from '../server/tls-client';
import { clientFields } from '../unit/db-fixtures';
import { launchBrowser } from './browser';
import { e2eForFile, type E2e } from './fixture';
import { signInAt } from './reception-helpers';
import { clinicLanOnLoopback } from './trusted-ca';

let e2e: E2e;
let server: TestServer;
let origin: string;
e2eForFile({ clinicLan: true }, (started) => {
  e2e = started;
  server = started.server;
  origin = `https://clinic.lan:${new URL(started.server.httpsUrl!).port}`;
});

describe('the audit trail', () => {
  test('SuperAdmin sees a reception user\'s view of a patient', async () => {
    const nationalCode = '4608968882';
    // The test's own calls go to clinic.lan over HTTPS too, trusting the server's authority alone.
    const ca = readFileSync(join(server.dataDir, 'tls', 'ca.crt.pem'), 'utf8');
    const callApi = async <T>(method: string, path: string, token?: string, json?: unknown): Promise<T> => {
      const answer = await httpsGet(portOf(server.httpsUrl!), 'clinic.lan', `/api/v1/${path}`, ca, { method, json, headers: token ? { authorization: `Bearer ${token}` } : {} });
      return (JSON.parse(answer.body.toString('utf8')) as { result: T }).result;
    };
    const login = async (userName: string, password: string) => (await callApi<{ token: string }>('POST', 'Account/login', undefined, { userName, password })).token;
    const token = await login('reception', 'demo1234');
    const clientId = (await callApi<{ id: number }>('POST', 'Client', token, clientFields(0, { firstName: 'پریسا', lastName: 'رضایی', nationalCode }))).id;
    const admin = await login('SuperAdmin', superAdminPassword);
    // A view the tablet reported carries when it was seen there (seenAt).
    const views = async () => (await callApi<{ action: string; role: string; seenAt: string | null }[]>('GET', `Audit/1/6?clientId=${clientId}`, admin))
      .filter((entry) => entry.action === 'view' && entry.role === 'Reception' && entry.seenAt !== null).length;
    expect(await views()).toBe(0);

    const { page } = e2e.browser;
    await signInAt(page, origin, '/login/reception', 'reception', 'demo1234');
    const row = page.getByRole('row').filter({ hasText: 'پریسا رضایی' });
    await row.waitFor({ timeout: 60_000 });
    await row.getByRole('link', { name: `${receptionText.detail} پریسا رضایی` }).click();
    await page.waitForURL('**/clientManagment/detail/**');
    // Kept on the tablet, then sent with the queue's next pass.
    await expect.poll(views, { timeout: 30_000 }).toBe(1);

    const superAdmin = await launchBrowser({ env: { HOME: e2e.trust!.home }, args: [clinicLanOnLoopback] });
    try {
      const admins = superAdmin.page;
      await signInAt(admins, origin, '/login/admin', 'SuperAdmin', superAdminPassword);
      await admins.getByRole('navigation').getByRole('link', { name: auditText.menu }).first().click();
      await admins.waitForURL('**/auditTrail');
      await admins.getByLabel(auditText.nationalCode).fill(nationalCode);
      await admins.getByRole('button', { name: auditText.search, exact: true }).click();
      const table = admins.getByRole('table', { name: auditText.table });
      const seen = table.getByRole('row').filter({ hasText: auditActionLabels.view }).filter({ hasText: roleLabels.Reception });
      await seen.first().waitFor({ timeout: 20_000 });
      // The create by the API is there too, with the same person.
      await table.getByRole('row').filter({ hasText: auditActionLabels.create }).first().waitFor();

      // The patient's detail shows SuperAdmin who opened it lately.
      await admins.getByRole('navigation').getByRole('link', { name: 'ایستگاه پذیرش' }).first().click();
      const listed = admins.getByRole('row').filter({ hasText: 'پریسا رضایی' });
      await listed.waitFor({ timeout: 60_000 });
      await listed.getByRole('link', { name: `${receptionText.detail} پریسا رضایی` }).click();
      await admins.waitForURL('**/clientManagment/detail/**');
      const openers = admins.getByRole('region', { name: auditText.openersTitle });
      await openers.waitFor({ timeout: 30_000 });
      expect(await openers.innerText()).toContain(roleLabels.Reception);
    } finally {
      await superAdmin.close();
    }
  });
});

// The monthly dashboard over HTTPS at clinic.lan (issue 37 §1): a Research user opens «گزارش‌ها»
// from the side menu and reads, in this Jalali month's row, the consultations she made; offline,
// the screen shows the same answer, kept sealed on the tablet, with the time it was made.
import { describe, expect, test } from 'vitest';
import { dayIn } from '../../src/domain/clinical-dates';
import { jalaliMonthKey, monthLabel } from '../../src/domain/report-months';
import { reportGroupTitles, reportsText } from '../../src/domain/reports-text';
import { screenTitles } from '../../src/domain/stations';
import type { TestServer } from '../server/harness';
import { clientBody } from '../server/fixtures';
import type { TestBrowser } from './browser';
import { e2eForFile, type E2e } from './fixture';
import { signInAt } from './reception-helpers';

let server: TestServer;
let browser: TestBrowser;
let origin: string;

e2eForFile({ clinicLan: true }, (e2e) => {
  ({ server, browser } = e2e as Required<E2e>);
  origin = `https://clinic.lan:${new URL(server.httpsUrl!).port}`;
});

describe('the reports screen', () => {
  test('Research opens «گزارش‌ها» and reads the count she made; offline, the kept answer and its date', async () => {
    const { page, context } = browser;
    await signInAt(page, origin, '/login/Research', 'research', 'demo1234');
    // Three nutrition consultations (type 3) done today, sent to /api/v1 from the tablet's browser
    // over the clinic's HTTPS, as another tablet of the clinic would.
    const statuses = await page.evaluate(async (client) => {
      const post = (path: string, body: unknown, token?: string) => fetch(`/api/v1/${path}`, {
        method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }).then(async (answer) => ({ status: answer.status, result: ((await answer.json()) as { result: { token?: string; id?: number } }).result }));
      const { result: { token } } = await post('Account/login', { userName: 'research', password: 'demo1234' });
      const made = await post('Client', client, token);
      const made3 = [];
      for (let i = 0; i < 3; i++) made3.push((await post(`Consultation/${made.result.id}`, { consultType: 3, consultantName: 'دکتر رضایی', counselingText: 'رژیم' }, token)).status);
      return [made.status, ...made3];
    }, clientBody());
    expect(statuses).toEqual([201, 201, 201, 201]);
    const month = monthLabel(jalaliMonthKey(dayIn(Date.now())));
    await page.goto(`${origin}/v2/research/clientManagment`);
    await page.getByRole('navigation').getByRole('link', { name: reportsText.menu }).click();
    await page.getByRole('heading', { name: screenTitles.reports, level: 1 }).waitFor();
    const title = reportGroupTitles.consultations;
    const table = page.getByRole('table', { name: reportsText.tableOf(title) });
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: month }) });
    // Columns: the month, then the five types (genetics, psychology, GP, nutrition, other), the total.
    await expect.poll(() => row.getByRole('cell').allInnerTexts()).toEqual(['۰', '۰', '۰', '۳', '۰', '۳']);
    const bar = page.getByRole('img', { name: reportsText.chartOf(title) }).locator('rect[data-metric="consult3"]').last();
    expect(await bar.getAttribute('data-value')).toBe('3');
    await page.getByText(reportsText.madeAt('')).first().waitFor();

    // Offline: another screen and back, the kept answer.
    await context.setOffline(true);
    await page.getByRole('navigation').getByRole('link', { name: screenTitles.followUps }).click();
    await page.getByRole('navigation').getByRole('link', { name: reportsText.menu }).click();
    await page.getByRole('alert').filter({ hasText: reportsText.savedAnswer('') }).waitFor();
    await expect.poll(() => row.getByRole('cell').allInnerTexts()).toEqual(['۰', '۰', '۰', '۳', '۰', '۳']);
    await context.setOffline(false);
  });
});

// «خروجی» (issue 37 §4) over HTTPS at clinic.lan: a research user takes the consultations of a
// Jalali month as a CSV file the browser downloads (BOM, Persian header, the type's label, both
// calendars); offline the dialog says the export needs the network and offers no download.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { exportText } from '../../src/domain/export-text';
import { loginPathOfArea } from '../../src/domain/stations';
import { clientBody } from '../server/fixtures';
import { readCsv } from '../server/read-csv';
import { clinicLanForFile } from './clinic-lan-api';
import { signInAt } from './reception-helpers';

const lan = clinicLanForFile();
const { e2e, api } = lan;

describe('exports', () => {
  test('a research user downloads a month of consultations; offline the dialog says it needs the network', async () => {
    const research = (await api<{ token: string }>('POST', 'Account/login', { userName: 'research', password: 'demo1234' })).result.token;
    const created = await api<{ id: number }>('POST', 'Client', clientBody({ firstName: 'شیرین', lastName: 'نادری', isNew: false }), research);
    expect(created.statusCode).toBe(201);
    const consultation = await api('POST', `Consultation/${created.result.id}`, { consultType: 3, consultantName: 'دکتر صالحی', counselingText: 'رژیم غذایی', performedAt: '2026-03-21' }, research);
    expect(consultation.statusCode).toBe(201);

    const { page, context } = e2e.browser;
    await signInAt(page, lan.origin, loginPathOfArea.research, 'research', 'demo1234');
    await page.goto(`${lan.origin}/v2/research/consultationManagment`);
    await page.getByRole('button', { name: exportText.action }).click();
    const dialog = page.getByRole('dialog', { name: exportText.dialogTitle });
    await dialog.getByRole('textbox', { name: exportText.from }).fill('۱۴۰۵/۰۱/۰۱');
    await dialog.getByRole('textbox', { name: exportText.to }).fill('۱۴۰۵/۰۱/۳۱');
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: exportText.download }).click()]);
    expect(download.suggestedFilename()).toMatch(/^مشاوره ها \d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = readCsv(bytes.subarray(3).toString('utf8'));
    expect(header).toContain('نوع مشاوره');
    const row = rows.find((r) => r.includes('شیرین'))!;
    expect(row).toContain('تغذیه');
    expect(row).toContain('۱۴۰۵/۰۱/۰۱');
    expect(row).toContain('2026-03-21');
    await dialog.waitFor({ state: 'detached' });

    await context.setOffline(true);
    await page.getByRole('button', { name: exportText.action }).click();
    await dialog.getByText(exportText.needsNetwork).waitFor();
    expect(await dialog.getByRole('button', { name: exportText.download }).isDisabled()).toBe(true);
    await context.setOffline(false);
  }, 240_000);
});

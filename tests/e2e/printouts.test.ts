// Printouts (issue 37 §3) over HTTPS at clinic.lan: a screening user prints a patient's summary
// and one test's answers; Chromium prints the page to an A4 PDF with the print style sheet and
// pdftotext (poppler-utils) reads back what is on paper — the patient's name, the record's Jalali
// day, the institute's name, who printed, page numbers — and no button's text.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { clinicalText, screeningQuestionLabels } from '../../src/domain/clinical-text';
import { printText } from '../../src/domain/print-text';
import { screeningQuestions } from '../../src/domain/schemas/clinical';
import { loginPathOfArea } from '../../src/domain/stations';
import { clientBody } from '../server/fixtures';
import { clinicLanForFile } from './clinic-lan-api';
import { signInAt } from './reception-helpers';

const lan = clinicLanForFile();
const { e2e, api } = lan;

/** The page as it prints: A4 from the style sheet's @page, read back as text (presentation forms folded). */
async function printedText(page: Page): Promise<{ text: string; pages: number }> {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  const folder = mkdtempSync(join(tmpdir(), 'printout-'));
  try {
    const file = join(folder, 'page.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).normalize('NFKC')
      // pdftotext wraps right-to-left runs and digits in bidi controls: the words are what is read.
      .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').replace(/[ \t]+/g, ' ');
    const info = execFileSync('/usr/bin/pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/Page size:\s+59[45]\.\d+ x 841\.\d+ pts \(A4\)/);
    // Vazirmatn is in the file (embedded, "emb yes"), not left to the reader's fonts.
    const fonts = execFileSync('/usr/bin/pdffonts', [file], { encoding: 'utf8' });
    expect(fonts).toMatch(/Vazirmatn\S*\s+\S+(\s+\S+)?\s+\S+\s+yes/);
    return { text, pages: Number(/Pages:\s+(\d+)/.exec(info)![1]) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The text's lines, trimmed: a button on paper would be a line of its own («چاپ» is also a
 * word of the header's «چاپ توسط», so a bare substring test cannot tell them apart). */
const linesOf = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);

/** The names of the buttons a person sees on the screen (none of them belongs on paper). */
const buttonTexts = async (page: Page) =>
  (await page.getByRole('button').allInnerTexts()).map((t) => t.trim()).filter((t) => t.length > 1);

describe('printouts', () => {
  test('a patient summary and a test\'s answers print with the name, the Jalali day, the institute and no button', async () => {
    const research = (await api<{ token: string }>('POST', 'Account/login', { userName: 'research', password: 'demo1234' })).result.token;
    const body = clientBody({ firstName: 'نرگس', lastName: 'توکلی', isScreening: true, isCoveredPatient: false, isNew: false });
    const created = await api<{ id: number }>('POST', 'Client', body, research);
    expect(created.statusCode).toBe(201);
    const answers = Object.fromEntries(screeningQuestions.map((q) => [q, q === 'hasBreastRadiography']));
    const test = await api('POST', `Screening/${created.result.id}`, { testType: 2, ...answers, needFollowup: false, adminOpinion: null, performedAt: '2026-03-21' }, research);
    expect(test.statusCode).toBe(201);
    const screeningUser = await api<{ fullName: string }>('POST', 'Account/login', { userName: 'screening', password: 'demo1234' });

    const { page } = e2e.browser;
    await signInAt(page, lan.origin, loginPathOfArea.screening, 'screening', 'demo1234');
    await page.goto(`${lan.origin}/v2/screening/screeningManagment`);
    const row = page.getByRole('row', { name: /نرگس توکلی/ });
    await row.first().waitFor({ timeout: 30_000 });
    await row.first().getByRole('link', { name: clinicalText.details }).click();
    const tests = page.getByRole('table', { name: clinicalText.previousTests });
    await tests.getByText('فرم سلامت پستان').waitFor({ timeout: 30_000 });

    // The action opens the browser's print dialog (stubbed: a headless browser has none).
    await page.evaluate(() => { (window as unknown as { printed: number }).printed = 0; window.print = () => { (window as unknown as { printed: number }).printed += 1; }; });
    await page.getByRole('button', { name: printText.actionSummary }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    const onScreen = await buttonTexts(page);
    expect(onScreen).toContain(printText.actionSummary);
    const summary = await printedText(page);
    for (const word of ['نرگس', 'توکلی', body.nationalCode.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!)]) expect(summary.text).toContain(word);
    expect(summary.text).toContain('مؤسسه خیریه حمایت از بیماران سرطانی'.normalize('NFKC'));
    expect(summary.text).toContain(printText.records);
    expect(summary.text).toContain('۱۴۰۵/۰۱/۰۱');
    expect(summary.text).toContain(screeningUser.result.fullName.normalize('NFKC'));
    expect(summary.text).toMatch(/صفحه\s*۱\s*از\s*۱/);
    expect(summary.text).not.toContain(printText.actionSummary);
    for (const button of onScreen) expect(linesOf(summary.text), `button «${button}» on paper`).not.toContain(button);

    // One test's answers: the open view prints alone (the detail behind it stays off the paper).
    await tests.getByRole('button', { name: clinicalText.view }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: printText.action }).waitFor();
    const inDialog = await buttonTexts(page);
    const view = await printedText(page);
    expect(view.text).toContain(screeningQuestionLabels.hasBreastRadiography.normalize('NFKC').slice(0, 12));
    expect(view.text).toContain('مؤسسه خیریه حمایت از بیماران سرطانی'.normalize('NFKC'));
    expect(view.text).not.toContain(printText.records);
    for (const button of inDialog) expect(linesOf(view.text), `button «${button}» on paper`).not.toContain(button);
  }, 240_000);
});

// Refused clinical forms corrected in a real Chromium against the real server: text pasted from a
// document carrying a NUL character passes the tablet's form, and the server refuses it (its
// database cannot store it) with its message on that field. The sync centre's «اصلاح و ارسال
// دوباره» opens the refused disease data, home visit or pathology report in its own form, filled
// with what was sent; the person retypes the field, and the same record reaches the server once.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { clinicalText } from '../../src/domain/clinical-text';
import { examinationTypeLabels, visitHomeSuggestionLabels } from '../../src/domain/codes';
import { examFieldLabels } from '../../src/domain/examination-fields';
import { diseaseFieldLabels, exerciseStatusLabels, helperText, homeVisitFieldLabels } from '../../src/domain/helper-text';
import { messages } from '../../src/domain/messages';
import type { Area } from '../../src/domain/roles';
import { appText, loginPathOfArea } from '../../src/domain/stations';
import { entryKindLabel, syncText } from '../../src/domain/sync-labels';
import { clientBody } from '../server/fixtures';
import type { TestServer } from '../server/harness';
import { call } from '../server/http';
import { waitForServiceWorker, type TestBrowser } from './browser';
import { e2eForFile } from './fixture';

let server: TestServer;
let browser: TestBrowser;
let token: string;

e2eForFile({}, async (e2e) => {
  ({ server, browser } = e2e);
  token = await server.login('research', 'demo1234');
});

const pasted = 'گزارش کپی‌شده\u0000از سند';
const lastNames = ['کاظمی', 'یزدانی', 'فرهادی'];
let made = 0;
let client: { id: number; name: string };
beforeEach(async () => {
  const body = clientBody({ firstName: 'مینا', lastName: lastNames[made++]!, isCoveredPatient: true, isNew: false });
  const created = await call<{ id: number }>(server.apiUrl, 'POST', 'Client', { token, body });
  client = { id: created.body.result.id, name: `${body.firstName} ${body.lastName}` };
  await browser.page.goto(`${server.url}/favicon.svg`);
  await browser.page.evaluate(() => localStorage.clear());
});
afterEach(() => {
  expect(browser.pageErrors).toEqual([]);
});

async function signIn(area: Area, userName: string) {
  const { page } = browser;
  await page.goto(server.url + loginPathOfArea[area]);
  await page.getByLabel(appText.userName, { exact: true }).fill(userName);
  await page.getByLabel(appText.password, { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: appText.login, exact: true }).click();
  await page.waitForURL(/\/v2\//);
  await waitForServiceWorker(page);
}

async function signOut() {
  const { page } = browser;
  await page.getByRole('button', { name: appText.account }).click();
  await page.getByRole('button', { name: appText.logout }).click();
  await page.waitForURL(`${server.url}/`);
}

async function openClient(listPath: string) {
  const { page } = browser;
  await page.goto(server.url + listPath);
  const row = page.getByRole('row', { name: new RegExp(client.name) });
  await row.first().waitFor({ timeout: 30_000 });
  await row.first().getByRole('link', { name: clinicalText.details }).click();
}

/** The refusal reaches the person; the sync centre's card opens the form, filled as it was sent. */
async function openRefused(page: Page, kind: string, field: string) {
  await page.getByRole('alert').filter({ hasText: `${kind} (${client.name}) توسط سرور پذیرفته نشد` }).waitFor({ timeout: 30_000 });
  await page.getByTestId('sync-status-chip').click();
  await page.waitForURL('**/sync');
  const card = page.getByRole('listitem', { name: `${kind}، ${client.name}` });
  await card.getByText(`${syncText.why}: `).waitFor();
  await card.getByRole('button', { name: syncText.correct }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(syncText.correct) });
  await dialog.getByText(syncText.serverSaid, { exact: false }).first().waitFor();
  const input = dialog.getByLabel(field, { exact: false }).first();
  expect(await input.inputValue()).toBe(pasted);
  return { dialog, input, card };
}

async function serverHas<T>(path: string, check: (result: T) => boolean): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const answer = await call<T>(server.apiUrl, 'GET', path, { token });
    if (answer.status === 200 && check(answer.body.result)) return answer.body.result;
    if (Date.now() > deadline) throw new Error(`server never held ${path}: ${JSON.stringify(answer.body).slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function resendAndCheck(page: Page, dialog: ReturnType<Page['getByRole']>, card: ReturnType<Page['getByRole']>) {
  await dialog.getByRole('button', { name: syncText.correct }).click();
  await dialog.waitFor({ state: 'detached' });
  await card.waitFor({ state: 'detached', timeout: 30_000 }); // the refusal is gone
  await page.getByText(syncText.allOnServer).waitFor({ timeout: 30_000 });
}

describe('a refused form opens in its form, corrected, and goes again under the same record', () => {
  test('helper: disease data and a home visit', async () => {
    const { page } = browser;
    await signIn('helper', 'helper');
    await openClient('/v2/helper/helperManagment');
    const detail = page.url();
    await page.getByRole('link', { name: helperText.completeDisease }).click();
    for (const [label, value] of [[diseaseFieldLabels.fileNumber, pasted], [diseaseFieldLabels.introducingCenterName, 'بیمارستان امید'],
      [diseaseFieldLabels.helperName, 'خانم نوری'], [diseaseFieldLabels.yearOfAfflicted, '1402'], [diseaseFieldLabels.fileStatus, 'فعال'],
      [diseaseFieldLabels.disease, 'سرطان پستان'], [diseaseFieldLabels.diseaseStage, '2'], [diseaseFieldLabels.job, 'معلم'], [helperText.phone, '02155667788']]) {
      await page.getByLabel(label!, { exact: true }).fill(value!);
    }
    for (const f of ['insuranceState', 'supplementaryInsuranceState', 'metastasis', 'smoke'] as const) {
      await page.getByRole('radiogroup', { name: diseaseFieldLabels[f], exact: true }).getByLabel(messages.hasNot, { exact: true }).check();
    }
    await page.getByRole('combobox', { name: diseaseFieldLabels.supportiveStatus }).selectOption({ label: helperText.supportiveGood });
    await page.getByRole('combobox', { name: diseaseFieldLabels.ExerciseStatus }).selectOption({ label: exerciseStatusLabels.low });
    await page.getByRole('button', { name: clinicalText.save }).click();
    await page.getByText(messages.infoSaved).first().waitFor();

    let refused = await openRefused(page, entryKindLabel('record.update', 'diseaseData'), diseaseFieldLabels.fileNumber);
    await refused.dialog.getByText(messages.invalidValue).first().waitFor(); // the server's word on the field
    await refused.input.fill('F-21');
    await resendAndCheck(page, refused.dialog, refused.card);
    const disease = await serverHas<Record<string, unknown>>(`Helper/${client.id}/diseaseData`, () => true);
    expect(disease).toMatchObject({ fileNumber: 'F-21', introducingCenterName: 'بیمارستان امید', version: 1 });

    await page.goto(detail);
    await page.getByRole('link', { name: helperText.homeVisitTile }).click();
    for (const label of Object.values(homeVisitFieldLabels)) await page.getByLabel(label, { exact: true }).fill(label === homeVisitFieldLabels.economicStatus ? pasted : `${label} ثبت شد`);
    await page.getByLabel(visitHomeSuggestionLabels[2]).check();
    await page.getByRole('button', { name: clinicalText.save }).click();
    await page.getByText(messages.infoSaved).first().waitFor();

    refused = await openRefused(page, entryKindLabel('record.create', 'helperTests'), homeVisitFieldLabels.economicStatus);
    await refused.input.fill('متوسط');
    await resendAndCheck(page, refused.dialog, refused.card);
    const tests = await serverHas<{ id: number }[]>(`Helper/${client.id}/tests/1/6`, (r) => r.length > 0);
    expect(tests).toHaveLength(1); // once
    const visit = await call<Record<string, unknown>>(server.apiUrl, 'GET', `Helper/test/1/${tests[0]!.id}`, { token });
    expect(visit.body.result).toMatchObject({ economicStatus: 'متوسط', visitHomeSuggestions: [2] });
    await signOut();
  }, 180_000);

  test('research: a pathology report', async () => {
    const { page } = browser;
    await signIn('research', 'research');
    await openClient('/v2/research/covered');
    await page.getByRole('button', { name: examinationTypeLabels[12], exact: true }).click();
    const form = page.getByRole('dialog', { name: examinationTypeLabels[12] });
    await form.getByRole('button', { name: clinicalText.addRecord }).click();
    await form.getByLabel(examFieldLabels.pathologyReport!, { exact: true }).fill(pasted);
    await form.getByRole('button', { name: clinicalText.save }).click();
    await form.waitFor({ state: 'detached' });

    const refused = await openRefused(page, entryKindLabel('record.create', 'examinations'), examFieldLabels.pathologyReport!);
    await refused.input.fill('کارسینوم مجرایی درجا');
    await resendAndCheck(page, refused.dialog, refused.card);
    const exams = await serverHas<Record<string, unknown>[]>(`Covered/${client.id}/exams`, (r) => r.length > 0);
    expect(exams).toHaveLength(1); // once
    expect(exams[0]).toMatchObject({ type: 12, pathologyReport: 'کارسینوم مجرایی درجا' });
    await signOut();
  }, 180_000);
});

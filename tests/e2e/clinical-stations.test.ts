// The clinical stations in Chromium with the network off, then on: a screening
// user fills the breast health form; a helper user adds disease data, a home visit, an EORTC test
// and a risk test; a research user adds a mammography record and a blood test; a consultation user
// adds a consultation. After reconnecting, the server holds every record on the right client and
// the lists show them. A helper user cannot open the covered-patients pages.
import { beforeEach, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { clinicalText, screeningQuestionLabels } from '../../src/domain/clinical-text';
import { consultTypeLabels, examinationTypeLabels, visitHomeSuggestionLabels } from '../../src/domain/codes';
import { examFieldLabels } from '../../src/domain/examination-fields';
import { diseaseFieldLabels, eortcQuestionLabels, exerciseStatusLabels, helperText, homeVisitFieldLabels, riskQuestionLabels } from '../../src/domain/helper-text';
import { messages } from '../../src/domain/messages';
import type { Area } from '../../src/domain/roles';
import { screeningQuestions, riskQuestions } from '../../src/domain/schemas/clinical';
import { appText, loginPathOfArea } from '../../src/domain/stations';
import { clientBody } from '../server/fixtures';
import type { TestServer } from '../server/harness';
import { call } from '../server/http';
import { waitForServiceWorker, type TestBrowser } from './browser';
import { e2eForFile } from './fixture';

let server: TestServer;
let browser: TestBrowser;
let adminToken: string;
let client: { id: number; firstName: string; lastName: string; nationalCode: string };

e2eForFile({}, async (e2e) => {
  ({ server, browser } = e2e);
  adminToken = await server.login('research', 'demo1234');
});

// Each test starts online and signed out, whatever the one before left behind, on a client of its
// own: a test that stopped offline leaves its author's entries queued on its client, and another
// person's records on that client would wait behind them (the chain keeps a client's writes in order).
const lastNames = ['محمدی', 'کریمی', 'رضایی', 'حسینی'];
let clients = 0;
beforeEach(async () => {
  const body = clientBody({ firstName: 'زهرا', lastName: lastNames[clients++ % lastNames.length], isCoveredPatient: true, isScreening: true, isNew: false });
  const created = await call<{ id: number }>(server.apiUrl, 'POST', 'Client', { token: adminToken, body });
  client = { id: created.body.result.id, firstName: body.firstName, lastName: body.lastName, nationalCode: body.nationalCode };
  await browser.context.setOffline(false);
  await browser.page.goto(`${server.url}/favicon.svg`);
  await browser.page.evaluate(() => localStorage.clear());
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

/** Opens the list, waits for the pulled client, then goes offline and opens its detail. */
async function openClientOffline(listPath: string) {
  const { page, context } = browser;
  await page.goto(server.url + listPath);
  const row = page.getByRole('row', { name: new RegExp(`${client.firstName} ${client.lastName}`) });
  await row.first().waitFor({ timeout: 30_000 });
  await context.setOffline(true);
  await row.first().getByRole('link', { name: clinicalText.details }).click();
}

const yes = (page: Page, question: string, choice: string = messages.has) =>
  page.getByRole('radiogroup', { name: question, exact: true }).getByLabel(choice, { exact: true }).check();

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option });
}

/** Polls the server until `check` passes (the engine replays once the network is back). */
async function serverHas<T>(path: string, check: (result: T, total?: number) => boolean, token: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const answer = await call<T>(server.apiUrl, 'GET', path, { token });
    if (answer.status === 200 && check(answer.body.result, answer.body.pagination?.total)) return answer.body.result;
    if (Date.now() > deadline) throw new Error(`server never held ${path}: ${JSON.stringify(answer.body).slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('clinical stations offline, then online', () => {
  test('screening: the breast health form', async () => {
    const { page, context } = browser;
    await signIn('screening', 'screening');
    await openClientOffline('/v2/screening/screeningManagment');
    await page.getByRole('link', { name: new RegExp(clinicalText.breastHealthCard) }).click();
    for (const q of screeningQuestions) await yes(page, screeningQuestionLabels[q], q === 'hasBreastSwelling' ? messages.has : messages.hasNot);
    await page.getByRole('button', { name: clinicalText.saveTest }).click();
    await page.getByText(messages.testSaved).waitFor();
    await page.getByRole('table', { name: clinicalText.previousTests }).getByText('فرم سلامت پستان').waitFor();
    await context.setOffline(false);
    const tests = await serverHas<{ id: number }[]>(`Screening/${client.id}/1/6`, (r) => r.length === 1, adminToken);
    const full = await call<Record<string, unknown>>(server.apiUrl, 'GET', `Screening/test/${tests[0]!.id}`, { token: adminToken });
    // A swelling is a warning sign: the form sends needFollowup true (issue 36 §6).
    expect(full.body.result).toMatchObject({ testType: 2, hasBreastSwelling: true, hasBloodDischarge: false, needFollowup: true, adminOpinion: null });
    await signOut();
  });

  test('helper: disease data, home visit, EORTC and risk test; no covered pages', async () => {
    const { page, context } = browser;
    await signIn('helper', 'helper');
    await openClientOffline('/v2/helper/helperManagment');
    await page.getByText(helperText.diseaseIncomplete).waitFor();
    await page.getByRole('link', { name: helperText.completeDisease }).click();
    for (const [label, value] of [[diseaseFieldLabels.fileNumber, 'F-21'], [diseaseFieldLabels.introducingCenterName, 'بیمارستان امید'],
      [diseaseFieldLabels.helperName, 'خانم نوری'], [diseaseFieldLabels.yearOfAfflicted, '1402'], [diseaseFieldLabels.fileStatus, 'فعال'],
      [diseaseFieldLabels.disease, 'سرطان پستان'], [diseaseFieldLabels.diseaseStage, '2'], [diseaseFieldLabels.job, 'معلم'], [helperText.phone, '02155667788']]) {
      await page.getByLabel(label!, { exact: true }).fill(value!);
    }
    for (const f of ['insuranceState', 'supplementaryInsuranceState', 'metastasis', 'smoke'] as const) await yes(page, diseaseFieldLabels[f], messages.hasNot);
    await pick(page, diseaseFieldLabels.supportiveStatus, helperText.supportiveGood);
    await pick(page, diseaseFieldLabels.ExerciseStatus, exerciseStatusLabels.medium);
    await page.getByRole('button', { name: clinicalText.save }).click();
    await page.getByRole('region', { name: helperText.supplementaryBlock }).getByText('بیمارستان امید').waitFor();

    await page.getByRole('link', { name: helperText.homeVisitTile }).click();
    for (const label of Object.values(homeVisitFieldLabels)) await page.getByLabel(label, { exact: true }).fill(`${label} ثبت شد`);
    await page.getByLabel(visitHomeSuggestionLabels[2]).check();
    await page.getByRole('button', { name: clinicalText.save }).click();
    await page.getByRole('link', { name: helperText.eortcTile }).waitFor();

    await page.getByRole('link', { name: helperText.eortcTile }).click();
    const items = page.getByRole('form', { name: helperText.eortcTile }).getByRole('radiogroup');
    // The form's page loads on the click: count its questions once it is there.
    await page.getByText(eortcQuestionLabels[0]!).waitFor();
    expect(await items.count()).toBe(30);
    for (let i = 0; i < 30; i += 1) await items.nth(i).getByRole('radio').nth(1).check();
    await page.getByRole('button', { name: clinicalText.saveTest }).click();
    await page.getByRole('link', { name: helperText.riskTile }).waitFor();

    await page.getByRole('link', { name: helperText.riskTile }).click();
    for (const q of riskQuestions) await yes(page, riskQuestionLabels[q], q === 'overweight' ? messages.has : messages.hasNot);
    await page.getByRole('button', { name: clinicalText.saveTest }).click();
    const table = page.getByRole('table', { name: clinicalText.previousTests });
    await expect.poll(async () => (await table.getByRole('row').count()) - 1).toBe(3);

    await context.setOffline(false);
    const token = await server.login('helper', 'demo1234');
    const tests = await serverHas<{ visitType: number }[]>(`Helper/${client.id}/tests/1/6`, (r) => r.length === 3, token);
    expect(tests.map((t) => t.visitType).sort()).toEqual([1, 2, 3]);
    const disease = await serverHas<Record<string, unknown>>(`Helper/${client.id}/diseaseData`, () => true, token);
    expect(disease).toMatchObject({ fileNumber: 'F-21', houseNumber: '02155667788', familyPhoneNumber: '02155667788', supportiveStatus: 1, diseasePercentage: 0 });

    // 001 §6: covered patients are for research and superAdmin only.
    await page.goto(`${server.url}/v2/helper/covered`);
    await page.waitForURL(`${server.url}/v2/helper/clientManagment`);
    expect(await page.getByRole('heading', { name: clinicalText.coveredManagement }).count()).toBe(0);
    await signOut();
  });

  test('research: a mammography record and a blood test', async () => {
    const { page, context } = browser;
    await signIn('research', 'research');
    await openClientOffline('/v2/research/covered');
    await page.getByRole('button', { name: examinationTypeLabels[0], exact: true }).click();
    let dialog = page.getByRole('dialog', { name: examinationTypeLabels[0] });
    await dialog.getByText(messages.examEmpty).waitFor();
    await dialog.getByRole('button', { name: clinicalText.addRecord }).click();
    await dialog.getByRole('radiogroup', { name: examFieldLabels.cyst }).getByLabel(messages.has, { exact: true }).check();
    await pick(page, examFieldLabels.birads!, '۳');
    await dialog.getByRole('button', { name: clinicalText.save }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: examinationTypeLabels[11], exact: true }).click();
    dialog = page.getByRole('dialog', { name: examinationTypeLabels[11] });
    await dialog.getByRole('button', { name: clinicalText.addRecord }).click();
    await dialog.getByLabel(examFieldLabels.hb!, { exact: true }).fill('12.5');
    await dialog.getByRole('button', { name: clinicalText.save }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.setOffline(false);
    const exams = await serverHas<Record<string, unknown>[]>(`Covered/${client.id}/exams`, (r) => r.length === 2, adminToken);
    expect(exams.find((e) => e.type === 0)).toMatchObject({ birads: 3, cyst: true, lynph: false });
    expect(exams.find((e) => e.type === 11)).toMatchObject({ hb: 12.5, wbc: null });
    // The modal reads the record back from the local store.
    await page.getByRole('button', { name: examinationTypeLabels[0], exact: true }).click();
    await page.getByRole('dialog').getByRole('table', { name: clinicalText.latestRecord }).getByText(messages.has, { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await signOut();
  });

  test('consultation: a new consultation returns to the client page', async () => {
    const { page, context } = browser;
    await signIn('consultation', 'consultation');
    await openClientOffline('/v2/consultation/consultationManagment');
    const detailUrl = page.url();
    await page.getByRole('link', { name: new RegExp(clinicalText.newConsultation) }).click();
    await pick(page, clinicalText.consultType, consultTypeLabels[3]);
    await page.getByLabel(clinicalText.consultantName, { exact: true }).fill('دکتر صادقی');
    await page.getByLabel(clinicalText.counselingText, { exact: true }).fill('رژیم غذایی پرپروتئین');
    await page.getByRole('button', { name: clinicalText.save }).click();
    await page.waitForURL(detailUrl);
    await page.getByRole('table', { name: clinicalText.consultationHistory }).getByText('دکتر صادقی').waitFor();
    await context.setOffline(false);
    const rows = await serverHas<{ consultType: number; consultName: string }[]>(`Consultation/${client.id}/1/6`, (r) => r.length === 1, adminToken);
    expect(rows[0]).toMatchObject({ consultType: 3, consultName: 'دکتر صادقی' });
    await signOut();
  });
});

// Follow-up and the examination history in real Chromium over HTTPS on the clinic network (issue
// 36 §4, §6), on two tablets: a screening user's saves a breast health form with a discharge,
// and the patient is on the follow-up list there and on a research user's tablet (online: the
// server's list; offline: the rule over the records that tablet pulled). From that list the
// patient's name opens her detail and a form whose banner is hers, not the other patient's on
// the list. Two mammography records of different days are both in the history, newest first, and
// neither leaves the patient's timeline for a moment as it reaches the server (it did: the buttons
// below moved up and back, and once a tap on «ماموگرافی» opened nothing).
import { afterAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { clinicalText, screeningQuestionLabels } from '../../src/domain/clinical-text';
import { examinationTypeLabels } from '../../src/domain/codes';
import { toPersianDigits } from '../../src/domain/digits';
import { examFieldLabels } from '../../src/domain/examination-fields';
import { followUpText } from '../../src/domain/follow-up-text';
import { messages } from '../../src/domain/messages';
import { patientBannerText } from '../../src/domain/patient-banner-text';
import { screeningQuestions } from '../../src/domain/schemas/clinical';
import { syncMarkLabels, timelineText } from '../../src/domain/timeline-text';
import { clientBody } from '../server/fixtures';
import type { TestServer } from '../server/harness';
import { apiInPage } from './api-in-page';
import { launchBrowser, type TestBrowser } from './browser';
import { e2eForFile, type E2e } from './fixture';
import { signInAt } from './reception-helpers';
import { clinicLanOnLoopback } from './trusted-ca';

let server: TestServer;
let screeningTablet: TestBrowser;
let researchTablet: TestBrowser | undefined;
let origin: string;

const narges = clientBody({ firstName: 'نرگس', lastName: 'امیدوارنیا', isScreening: true, isCoveredPatient: true, isNew: false });
const elham = clientBody({ firstName: 'الهام', lastName: 'پاکزادفر', isScreening: true, isCoveredPatient: true, isNew: false });
const nameOf = (client: typeof narges) => `${client.firstName} ${client.lastName}`;
const dischargeReason = 'فرم سلامت پستان: ترشح از پستان';

e2eForFile({ clinicLan: true }, async (e2e) => {
  ({ server, browser: screeningTablet } = e2e as Required<E2e>);
  origin = `https://clinic.lan:${new URL(server.httpsUrl!).port}`;
  const api = await apiInPage(screeningTablet.page, origin);
  const reception = await api.login('reception', 'demo1234');
  const screening = await api.login('screening', 'demo1234');
  for (const body of [narges, elham]) expect((await api.call('POST', 'Client', reception, body)).status).toBe(201);
  // Elham is on the list too (marked by hand), so the link has a wrong patient to open.
  const elhamId = (await api.call<{ id: number }>('POST', 'Client/search', screening, { nationalCode: elham.nationalCode })).result.id;
  const localId = crypto.randomUUID();
  const marked = await api.call('POST', 'FollowUp', screening, { clientId: elhamId, reason: 'پیگیری جواب سونوگرافی', localId }, { 'Idempotency-Key': localId });
  expect(marked.status).toBeLessThan(300);
  researchTablet = await launchBrowser({ env: { HOME: e2e.trust!.home }, args: [clinicLanOnLoopback] });
});
// Before the file's own (after hooks run last registered first): the server is still up.
afterAll(async () => {
  await researchTablet?.close();
});

/** The follow-up list's row of a patient, read again until the server's list holds it (the
 *  tablet sends the form in the background). */
async function followUpRow(page: Page, area: string, client: typeof narges) {
  const row = page.getByRole('table', { name: followUpText.table }).getByRole('row').filter({ hasText: nameOf(client) });
  for (const deadline = Date.now() + 60_000; ; await page.waitForTimeout(1000)) {
    await page.goto(`${origin}/v2/${area}/followUps`);
    if (await row.waitFor({ timeout: 5000 }).then(() => true, () => false)) return row;
    if (Date.now() > deadline) throw new Error(`${nameOf(client)} never reached the follow-up list of ${area}`);
  }
}

describe('follow-up on two tablets, and the examination history', () => {
  test('screening tablet: a breast health form with a discharge puts her on the follow-up list', async () => {
    const { page } = screeningTablet;
    await signInAt(page, origin, '/login/screening', 'screening', 'demo1234');
    await page.goto(`${origin}/v2/screening/screeningManagment`);
    const listed = page.getByRole('row').filter({ hasText: nameOf(narges) }).first();
    await listed.waitFor({ timeout: 30_000 });
    await listed.getByRole('link', { name: new RegExp(clinicalText.details) }).click();
    await page.getByRole('link', { name: new RegExp(clinicalText.breastHealthCard) }).click();
    for (const question of screeningQuestions) {
      const answer = question === 'hasNippleDischarge' ? messages.has : messages.hasNot;
      await page.getByRole('radiogroup', { name: screeningQuestionLabels[question], exact: true }).getByLabel(answer, { exact: true }).check();
    }
    await page.getByRole('button', { name: clinicalText.saveTest }).click();
    await page.getByText(messages.testSaved).waitFor();

    const row = await followUpRow(page, 'screening', narges);
    await row.getByText(dischargeReason).waitFor();
    await row.getByText(toPersianDigits(narges.nationalCode)).waitFor();
  });

  test('research tablet: on its list online, and offline from the records it pulled', async () => {
    const { page, context } = researchTablet!;
    await signInAt(page, origin, '/login/research', 'research', 'demo1234');
    const row = await followUpRow(page, 'research', narges);
    await row.getByText(dischargeReason).waitFor();
    await page.getByRole('table', { name: followUpText.table }).getByRole('row').filter({ hasText: nameOf(elham) }).getByText(`${followUpText.byHand}: پیگیری جواب سونوگرافی`).waitFor();

    // The screening form reached this tablet with the pull: the rule finds her cause without a network.
    await page.getByRole('table', { name: followUpText.table }).getByRole('row').filter({ hasText: nameOf(narges) }).waitFor();
    await context.setOffline(true);
    await page.getByText(followUpText.offlineList).waitFor({ timeout: 20_000 });
    await page.getByRole('table', { name: followUpText.table }).getByRole('row').filter({ hasText: nameOf(narges) }).getByText(dischargeReason).waitFor({ timeout: 30_000 });
    await context.setOffline(false);
  });

  test('research tablet: her name on the list opens her detail, and the form opened there carries her banner', async () => {
    const { page } = researchTablet!;
    const row = await followUpRow(page, 'research', narges);
    const link = row.getByRole('link', { name: nameOf(narges) });
    const box = (await link.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await link.click();
    await page.waitForURL('**/v2/research/screeningManagment/detail/**');
    const banner = page.getByRole('region', { name: patientBannerText.region });
    await banner.getByText(nameOf(narges)).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: new RegExp(clinicalText.breastHealthCard) }).click();
    await page.waitForURL('**/screeningTest');
    await banner.getByText(nameOf(narges)).waitFor();
    await banner.getByText(`${patientBannerText.nationalCode} ${toPersianDigits(narges.nationalCode)}`).waitFor();
    await banner.getByText(`${followUpText.open}: ${dischargeReason}`).waitFor({ timeout: 20_000 });
    expect(await banner.innerText()).not.toContain(elham.lastName);
  });

  test('research tablet: two mammography records of different days, both in the history, newest first', async () => {
    const { page } = researchTablet!;
    await page.goto(`${origin}/v2/research/covered`);
    const listed = page.getByRole('row').filter({ hasText: nameOf(elham) }).first();
    await listed.waitFor({ timeout: 30_000 });
    await listed.getByRole('link', { name: new RegExp(clinicalText.details) }).click();
    await page.getByRole('region', { name: patientBannerText.region }).getByText(nameOf(elham)).waitFor();
    // Every count of examinations the patient's timeline shows from here on: a record reaching the
    // server must not leave the timeline until the server's list is read again (it did, for a
    // moment, and what lies below, these buttons, moved under the next tap).
    await page.evaluate(() => {
      const counts: number[] = [];
      (window as unknown as { examinationCounts: number[] }).examinationCounts = counts;
      const count = () => document.querySelectorAll('section[aria-label] li[data-kind="examination"]').length;
      counts.push(count());
      new MutationObserver(() => {
        if (count() !== counts.at(-1)) counts.push(count());
      }).observe(document.body, { childList: true, subtree: true });
    });
    // The later day is typed first: the order shown comes from the day done, not the day typed.
    for (const [day, birads] of [['1405/03/10', '۲'], ['1404/11/02', '۳']] as const) {
      await page.getByRole('button', { name: examinationTypeLabels[0], exact: true }).click();
      const dialog = page.getByRole('dialog', { name: examinationTypeLabels[0] });
      await dialog.getByRole('button', { name: clinicalText.addRecord }).click();
      await dialog.getByLabel(new RegExp(`^${clinicalText.performedAt}`)).fill(day);
      await dialog.getByRole('combobox', { name: examFieldLabels.birads! }).selectOption({ label: birads });
      await dialog.getByRole('button', { name: clinicalText.save }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    // Both reached the server, and the timeline shows the server's list with them.
    const timeline = page.getByRole('region', { name: timelineText.title });
    await expect.poll(() => timeline.locator('li[data-kind="examination"]', { hasText: syncMarkLabels.sent }).count(), { timeout: 30_000 }).toBe(2);
    expect(await page.evaluate(() => (window as unknown as { examinationCounts: number[] }).examinationCounts)).toEqual([0, 1, 2]);
    await page.getByRole('button', { name: examinationTypeLabels[0], exact: true }).click();
    const history = page.getByRole('dialog', { name: examinationTypeLabels[0] }).getByRole('table', { name: clinicalText.history });
    const rows = history.getByRole('row');
    await expect.poll(() => rows.count()).toBe(3); // the header and the two records
    const days = await rows.evaluateAll((trs) => trs.slice(1).map((tr) => tr.children[1]?.textContent ?? ''));
    expect(days).toEqual(['۱۴۰۵/۰۳/۱۰', '۱۴۰۴/۱۱/۰۲']);
    await page.keyboard.press('Escape');
  });
});

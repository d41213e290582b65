// axe-core on the screens that show one client (their path has `$id`), for every
// station that may open them, in the light and the dark theme: no serious or critical violation
// and no content outside a landmark (`region`). The client is made through the API with a record
// of each kind and an identity photo, so the screens show their tables, thumbnails and marks; the
// client detail is also checked with each of its dialogs open, the covered detail with an
// examination modal open.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { examinationTypeLabels } from '../../src/domain/codes';
import { clinicalText } from '../../src/domain/clinical-text';
import { receptionText } from '../../src/domain/reception-text';
import { areaMayOpenScreen, screens, type Screen } from '../../src/domain/permissions';
import { screenHasId, screenPath } from '../../src/routes/-nav/screen-routes';
import type { Area } from '../../src/domain/roles';
import { screeningQuestions } from '../../src/domain/schemas/clinical';
import { clientBody } from '../server/fixtures';
import type { TestServer } from '../server/harness';
import { call } from '../server/http';
import { form } from '../server/images';
import { accounts, axeFindings, setTheme, settled, type Finding } from './axe-helpers';
import type { TestBrowser } from './browser';
import { e2eForFile } from './fixture';
import { pngImage, signInAt } from './reception-helpers';

let server: TestServer;
let browser: TestBrowser;
let clientId: number;

async function post(token: string, path: string, body: unknown) {
  const answer = await call(server.apiUrl, 'POST', path, { token, body });
  if (answer.status !== 201 && answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
}

e2eForFile({}, async (e2e) => {
  ({ server, browser } = e2e);
  const admin = await server.login('SuperAdmin', accounts[0]!.password);
  const made = await call<{ id: number }>(server.apiUrl, 'POST', 'Client', {
    token: admin, body: clientBody({ firstName: 'زهرا', lastName: 'محمدی', isCoveredPatient: true, isScreening: true, isNew: false }),
  });
  clientId = made.body.result.id;
  await post(admin, `Consultation/${clientId}`, { consultType: 1, consultantName: 'دکتر رضایی', counselingText: 'جلسه اول' });
  await post(admin, `Screening/${clientId}`, { testType: 2, ...Object.fromEntries(screeningQuestions.map((q, i) => [q, i % 3 === 0])), needFollowup: null, adminOpinion: null });
  await post(admin, `Helper/${clientId}/homeVisit`, { economicStatus: 'ضعیف', environmentalStatus: 'مناسب', physicalMentalStatus: 'خوب', visitExplanation: 'توضیحات', ceoOrder: 'پیگیری', visitHomeSuggestions: [0, 3] });
  await post(admin, `Helper/${clientId}/eortc`, Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`q${i + 1}`, i >= 28 ? 6 : 2])));
  // A second, earlier test: the detail's EORTC trend charts (issue 37 §2) show, with changes marked.
  await post(admin, `Helper/${clientId}/eortc`, { ...Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`q${i + 1}`, i >= 28 ? 3 : 1])), performedAt: '2025-01-15' });
  await post(admin, `Helper/${clientId}/diseaseData`, {
    fileNumber: '۱۲۳', introducingCenterName: 'بیمارستان امید', helperName: 'خانم کریمی', diseasePercentage: 0, yearOfAfflicted: '1400', fileStatus: 'فعال',
    institutes: ['مرکز الف'], insuranceState: true, supplementaryInsuranceState: false, metastasis: false, disease: 'سرطان پستان', diseaseStage: '2', job: 'خانه دار',
    houseNumber: '02112345678', familyPhoneNumber: '02112345678', pastMedical: [{ diseaseName: 'دیابت', yearOfAfflicted: '1395' }], supportiveStatus: 1, smoke: false,
  });
  await post(admin, `Covered/${clientId}/exam/0`, { birads: 3, calsification: false, cyst: true, lynph: false });
  const upload = await fetch(`${server.apiUrl}Client/upload/${clientId}/3`, {
    method: 'POST', headers: { Authorization: `Bearer ${admin}` }, body: form(pngImage(120, 80, [40, 120, 200]), 'card.png', 'image/png'),
  });
  if (upload.status !== 201) throw new Error(`upload: ${upload.status}`);
});

/** The screens with an id a station checks. Several areas open the same screen (research and
 * SuperAdmin open the other stations' screens: 000 §2.2 "the same screens"); each is checked
 * once, by the first station in `accounts` order, SuperAdmin last, that may open it. The shell
 * around them is checked for every area by accessibility.test.ts. */
const checker = (screen: Screen) => [...accounts.slice(1), accounts[0]!].find((account) => areaMayOpenScreen(account.area, screen))?.area;
const withId = (area: Area) => (Object.keys(screens) as Screen[])
  .filter((screen) => screenHasId(screen) && checker(screen) === area);

/** The tablet's local id of the client once the pull has brought it (the routes take local ids). */
async function localIdOf(page: Page, serverId: number): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const localId = await page.evaluate((id) => new Promise<string | undefined>((resolve) => {
      const open = indexedDB.open('clinic');
      open.onerror = () => resolve(undefined);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('clients')) { db.close(); resolve(undefined); return; }
        const request = db.transaction('clients').objectStore('clients').index('serverId').get(id);
        request.onsuccess = () => { db.close(); resolve((request.result as { localId?: string } | undefined)?.localId); };
        request.onerror = () => { db.close(); resolve(undefined); };
      };
    }), serverId);
    if (localId) return localId;
    if (Date.now() > deadline) throw new Error(`the tablet never pulled client ${serverId}`);
    await page.waitForTimeout(300);
  }
}

/** The dialogs a screen opens, each by the button a person presses. */
const dialogsOf: Partial<Record<Screen, { name: string; opener: string }[]>> = {
  clientDetail: [
    { name: 'image viewer', opener: `${receptionText.viewImage} کارت ملی` },
    { name: 'document details', opener: `${receptionText.documentDetails} کارت ملی` },
    { name: 'delete confirmation', opener: `${receptionText.delete} کارت ملی` },
    { name: 'edit', opener: receptionText.edit },
    { name: 'SMS', opener: receptionText.sendSms },
  ],
  coveredDetail: [{ name: 'mammography modal', opener: examinationTypeLabels[0] }],
};

async function settle(page: Page) {
  await page.locator('main h1').first().waitFor();
  await settled(page); // transitions and the thumbnails' object URLs
}

describe('axe-core on the screens of one client, both themes', () => {
  const areas = accounts.filter(({ area }) => withId(area).length > 0);

  test.each(areas)('$area', async ({ area, login, user, password }) => {
    const { page } = browser;
    await page.goto(`${server.url}/favicon.svg`);
    await page.evaluate(() => localStorage.clear());
    await signInAt(page, server.url, login, user, password);
    const localId = await localIdOf(page, clientId);
    const found: Record<string, Finding[]> = {};
    const visited: string[] = [];
    // Each screen loaded once and checked in both themes (the toggle repaints in place).
    for (const screen of withId(area)) {
      await page.goto(server.url + screenPath(area, screen, localId));
      await page.getByRole('banner').waitFor();
      await settle(page);
      expect(await page.getByText(clinicalText.notFoundClient).count(), `${screen}: the client is on the tablet`).toBe(0);
      for (const mode of ['light', 'dark'] as const) {
        await setTheme(page, mode);
        await settled(page); // the new palette painted
        visited.push(`${mode} ${screen}`);
        const findings = await axeFindings(page);
        if (findings.length) found[`${mode} ${screen}`] = findings;
        for (const dialog of dialogsOf[screen] ?? []) {
          await page.getByRole('button', { name: dialog.opener, exact: true }).first().click();
          await page.getByRole('dialog').waitFor();
          await settled(page);
          const inDialog = await axeFindings(page);
          if (inDialog.length) found[`${mode} ${screen} (${dialog.name})`] = inDialog;
          await page.keyboard.press('Escape');
          await page.getByRole('dialog').waitFor({ state: 'detached' });
        }
      }
    }
    expect(visited.length).toBe(2 * withId(area).length);
    expect(found, `axe findings: ${JSON.stringify(found)}`).toEqual({}); // the message names each rule (the diff shows "…(1)")
  });
});

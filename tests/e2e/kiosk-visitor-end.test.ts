// The visitor's way through the public intake, as a person meets it in Chromium. On a tablet
// that is not a kiosk the landing's button led to a dead end: the page now tells the visitor to
// go to reception, tells staff how to make the tablet a kiosk (with the way to do it) and leads
// back to the landing. On a kiosk, a finished intake was told only by a corner toast before step
// 1 came back: it now ends on a full screen «ثبت شد» saying what happens next, which gives way to
// an empty step 1 on «تمام» or by itself after a few seconds.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { intakeText } from '../../src/domain/intake-text';
import { messages } from '../../src/domain/messages';
import { kioskText, receptionText } from '../../src/domain/reception-text';
import { appText } from '../../src/domain/stations';
import { themeKey } from '../../src/domain/theme-choice';
import { intakeDoneMs } from '../../src/features/intake/intake-done';
import { clientFields } from '../unit/db-fixtures';
import type { TestServer } from '../server/harness';
import { axeFindings, settled } from './axe-helpers';
import { screenshot, waitForServiceWorker, type TestBrowser } from './browser';
import { e2eForFile } from './fixture';
import { signInAt } from './reception-helpers';

let server: TestServer;
let browser: TestBrowser;

e2eForFile({}, (e2e) => ({ server, browser } = e2e));

const knownCode = '0013542419';
const codeField = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}[\\s*]*$`));

/** A visitor the server knows: the code twice, the documents step, the final submit. */
async function intakeToTheEnd(page: Page): Promise<void> {
  await codeField(page, kioskText.nationalCode).fill(knownCode);
  await codeField(page, kioskText.nationalCodeAgain).fill(knownCode);
  await page.getByRole('button', { name: kioskText.check }).click();
  await page.waitForURL('**/AddnewClient/documents');
  await page.getByRole('button', { name: receptionText.next }).click();
  await page.waitForURL('**/AddnewClient/personalDoc');
  await page.getByText(receptionText.alreadyRegistered).waitFor();
  await page.getByRole('button', { name: receptionText.submit }).click();
  await page.getByRole('heading', { name: intakeText.doneTitle }).waitFor();
}

/** Step 1 for the next visitor: empty, with nothing of the last one on the screen or in the tab. */
async function expectNextVisitorStart(page: Page): Promise<void> {
  await page.waitForURL('**/AddnewClient/nationalCode');
  await codeField(page, kioskText.nationalCode).waitFor();
  expect(await codeField(page, kioskText.nationalCode).inputValue()).toBe('');
  expect(await codeField(page, kioskText.nationalCodeAgain).inputValue()).toBe('');
  expect(await page.locator('[data-intake-done]').count()).toBe(0);
  const seen = await page.locator('body').innerText();
  for (const trace of [knownCode, 'مریم', 'احمدی', receptionText.alreadyRegistered, messages.clientFinalized]) expect(seen).not.toContain(trace);
  expect(await page.evaluate(() => [sessionStorage.getItem('registration-client'), sessionStorage.getItem('intake-national-code')])).toEqual([null, null]);
}

describe('the visitor on a tablet that is not a kiosk, and at the end of a kiosk intake', () => {
  test('not a kiosk: what to do, the staff\'s way to a kiosk, a way back; a kiosk intake ends on a full screen, then step 1', async () => {
    const { page } = browser;
    const token = await server.login('reception', 'demo1234');
    const created = await fetch(`${server.apiUrl}Client`, {
      method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(clientFields(0, { nationalCode: knownCode, firstName: 'مریم', lastName: 'احمدی' })),
    });
    expect(created.status).toBe(201);

    // The landing's button on a tablet that is not a kiosk.
    await page.goto(server.url);
    await page.getByRole('link', { name: appText.landingEnterData }).click();
    await page.getByText(intakeText.notAKioskTitle).waitFor();
    await page.getByText(intakeText.notAKiosk).waitFor(); // the visitor: go to reception
    await page.getByText(intakeText.notAKioskStaff).waitFor(); // staff: how this tablet becomes a kiosk
    expect(await codeField(page, kioskText.nationalCode).count()).toBe(0);
    await screenshot(page, 'kiosk-visitor-not-a-kiosk');
    expect(await axeFindings(page)).toEqual([]);
    await page.getByRole('link', { name: appText.backHome }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('link', { name: appText.landingEnterData }).click();
    await page.getByRole('link', { name: intakeText.staffSignIn }).click();
    await page.waitForURL('**/login/reception');

    // Staff take that way: sign in at reception, then the client list's button.
    await signInAt(page, server.url, '/login/reception', 'reception', 'demo1234');
    await waitForServiceWorker(page);
    await page.getByRole('button', { name: kioskText.turnIntoKiosk }).click();
    await page.getByLabel(kioskText.deviceName).fill('تبلت ورودی');
    await page.getByRole('button', { name: appText.confirm }).click();
    await page.waitForURL('**/AddnewClient/nationalCode');

    // Visitor 1, in the dark theme, reads the end screen, which fills the screen, and presses «تمام».
    await page.evaluate((key) => localStorage.setItem(key, 'dark'), themeKey);
    await page.reload();
    await intakeToTheEnd(page);
    const end = page.locator('[data-intake-done]');
    await end.getByText(intakeText.doneNext).waitFor();
    const viewport = page.viewportSize()!;
    expect(await end.boundingBox()).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
    // Nothing lies over it (a toast of the kiosk's set-up stood in a corner): every point is its own.
    const covered = await page.evaluate(({ width, height }) => {
      const points: string[] = [];
      for (let x = 4; x < width; x += 40) for (let y = 4; y < height; y += 40) {
        if (!document.elementFromPoint(x, y)?.closest('[data-intake-done]')) points.push(`${x},${y}`);
      }
      return points;
    }, viewport);
    expect(covered).toEqual([]);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(intakeText.doneTitle);
    expect(await page.getByText(receptionText.alreadyRegistered).count()).toBe(0); // the form has gone
    // The seeds' sentence for a finished intake is on the end screen, and only there (no corner toast).
    expect(await end.getByText(messages.clientFinalized).count()).toBe(1);
    expect(await page.getByText(messages.clientFinalized).count()).toBe(1);
    const done = await page.getByRole('button', { name: intakeText.doneButton }).boundingBox();
    expect(Math.min(done!.width, done!.height)).toBeGreaterThanOrEqual(44); // a finger's target
    await settled(page);
    await screenshot(page, 'kiosk-visitor-done-dark');
    expect(await axeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: intakeText.doneButton }).click();
    await expectNextVisitorStart(page);

    // Visitor 2, in the light theme, walks away from the end screen: it gives way by itself after
    // a few seconds.
    await page.evaluate((key) => localStorage.setItem(key, 'light'), themeKey);
    await page.reload();
    await intakeToTheEnd(page);
    const shownAt = Date.now();
    await screenshot(page, 'kiosk-visitor-done-light');
    await page.waitForURL('**/AddnewClient/nationalCode', { timeout: intakeDoneMs + 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(intakeDoneMs - 1500);
    await expectNextVisitorStart(page);
    expect(browser.pageErrors).toEqual([]);
  });
});

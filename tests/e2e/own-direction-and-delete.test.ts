// Foreign text inside the Persian pages and the delete that is one slip away, in a real Chromium:
// a pathology report typed through the examination form reads back with its "HER2-" minus at its
// own end; a document's file name stands apart from its Persian label; in a list the delete
// button stands clear of the view button at the row's far end, and its confirmation names the
// patient with the cancel button focused.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { documentTypeLabels, examinationTypeLabels } from '../../src/domain/codes';
import { toPersianDigits } from '../../src/domain/digits';
import { clinicalText } from '../../src/domain/clinical-text';
import { examFieldLabels } from '../../src/domain/examination-fields';
import { messages } from '../../src/domain/messages';
import { receptionText } from '../../src/domain/reception-text';
import { appText } from '../../src/domain/stations';
import { clientBody } from '../server/fixtures';
import { superAdminPassword, type TestServer } from '../server/harness';
import { call } from '../server/http';
import { form } from '../server/images';
import { screenshot, type TestBrowser } from './browser';
import { e2eForFile } from './fixture';
import { pngImage, signInAt } from './reception-helpers';

let server: TestServer;
let browser: TestBrowser;
const patient = clientBody({ firstName: 'زهرا', lastName: 'محمدی', isCoveredPatient: true, isScreening: true, isNew: false });
const fullName = `${patient.firstName} ${patient.lastName}`;
const her2Report = 'Invasive ductal carcinoma, ER+ PR+ HER2-';

e2eForFile({}, async (e2e) => {
  ({ server, browser } = e2e);
  const admin = await server.login('SuperAdmin', superAdminPassword);
  const made = await call<{ id: number }>(server.apiUrl, 'POST', 'Client', { token: admin, body: patient });
  const upload = await fetch(`${server.apiUrl}Client/upload/${made.body.result.id}/3`, {
    method: 'POST', headers: { Authorization: `Bearer ${admin}` }, body: form(pngImage(120, 80, [40, 120, 200]), 'card.png', 'image/png'),
  });
  if (upload.status !== 201) throw new Error(`upload: ${upload.status}`);
  await signInAt(browser.page, server.url, '/login/admin', 'SuperAdmin', superAdminPassword);
});

/** Opens a list of the SuperAdmin's and waits for the pulled patient's row. */
async function rowOfPatient(page: Page, listPath: string): Promise<Locator> {
  await page.goto(`${server.url}${listPath}`);
  const row = page.getByRole('row', { name: new RegExp(fullName) }).first();
  await row.waitFor({ timeout: 30_000 });
  return row;
}

/** Where the first and last characters of `text` are drawn inside `holder`, and the computed
 *  direction of the element that holds the text: read from the layout, not from the DOM order. */
function drawnEnds(holder: Locator, text: string) {
  return holder.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const rectOf = (index: number) => {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getBoundingClientRect();
        return { left: rect.left, right: rect.right };
      };
      const element = node.parentElement!;
      return {
        first: rectOf(at), last: rectOf(at + wanted.length - 1),
        direction: getComputedStyle(element).direction, text: element.innerText,
        holderLeft: element.getBoundingClientRect().left, holderRight: element.getBoundingClientRect().right,
      };
    }
    throw new Error(`"${wanted}" is not on the screen`);
  }, text);
}

describe('own direction and a careful delete', () => {
  test('a pathology report typed in English reads back in its own order, the minus of HER2- at its end', async () => {
    const { page } = browser;
    const row = await rowOfPatient(page, '/v2/superAdmin/covered');
    await row.getByRole('link', { name: clinicalText.details }).click();
    const pathology = examinationTypeLabels[12];
    await page.getByRole('button', { name: pathology, exact: true }).click();
    let dialog = page.getByRole('dialog', { name: pathology });
    await dialog.getByRole('button', { name: clinicalText.addRecord }).click();
    const box = dialog.getByLabel(examFieldLabels.pathologyReport!, { exact: true });
    await box.fill(her2Report);
    // What is typed already runs left to right in the box (dir="auto" on the textarea).
    expect(await box.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    await dialog.getByRole('button', { name: clinicalText.save }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: pathology, exact: true }).click();
    dialog = page.getByRole('dialog', { name: pathology });
    const latest = dialog.getByRole('table', { name: clinicalText.latestRecord });
    await latest.getByText(her2Report).waitFor();
    const drawn = await drawnEnds(latest, her2Report);
    await screenshot(page, 'own-direction-her2-report');
    expect(drawn.text).toBe(her2Report);
    expect(drawn.direction).toBe('ltr');
    // "I" is drawn at the left and "-" at the right end, after "HER2", not in front of "Invasive".
    expect(drawn.last.left).toBeGreaterThanOrEqual(drawn.first.right);
    expect(drawn.last.right).toBeGreaterThan(drawn.holderRight - 2);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  test('a document\'s file name stands apart from its Persian label', async () => {
    const { page } = browser;
    const row = await rowOfPatient(page, '/v2/superAdmin/clientManagment');
    await row.getByRole('link', { name: `${receptionText.detail} ${fullName}` }).click();
    const label = documentTypeLabels[3];
    await page.getByRole('button', { name: `${receptionText.documentDetails} ${label}` }).click();
    const dialog = page.getByRole('dialog', { name: receptionText.documentDetails });
    const line = dialog.getByText(`${receptionText.fileName}:`);
    await line.waitFor();
    const fileName = (await line.locator('bdi').innerText()).trim();
    expect(fileName).toMatch(/^[0-9a-f]{32}\.png$/);
    const name = await drawnEnds(line, fileName);
    const caption = await drawnEnds(line, receptionText.fileName);
    await screenshot(page, 'own-direction-file-name');
    // The line is Persian (its label at the right), the name inside it left to right, at its left.
    expect(await line.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    expect(name.direction).toBe('ltr');
    expect(name.last.left).toBeGreaterThanOrEqual(name.first.right);
    expect(caption.first.left).toBeGreaterThanOrEqual(name.last.right);
    await dialog.getByRole('button', { name: appText.close }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  test('delete: clear of the view button at the row\'s far end; the confirmation names the patient, cancel focused', async () => {
    const { page } = browser;
    const row = await rowOfPatient(page, '/v2/superAdmin/clientManagment');
    const view = row.getByRole('link', { name: `${receptionText.detail} ${fullName}` });
    const remove = row.getByRole('button', { name: `${receptionText.delete} ${fullName}` });
    const [viewBox, removeBox] = [(await view.boundingBox())!, (await remove.boundingBox())!];
    // Right to left: the delete comes last, at the left, at least 8 px from the view button.
    expect(removeBox.x + removeBox.width).toBeLessThan(viewBox.x);
    expect(viewBox.x - (removeBox.x + removeBox.width)).toBeGreaterThanOrEqual(8);
    await remove.click();
    const dialog = page.getByRole('dialog', { name: messages.confirmDelete });
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(appText.cancel);
    const description = await dialog.getAttribute('aria-describedby');
    const named = await page.locator(`[id="${description}"]`).innerText();
    expect(named).toContain(fullName);
    expect(named).toContain(receptionText.fullName);
    expect(named).toContain(toPersianDigits(patient.nationalCode));
    await screenshot(page, 'delete-confirmation-names-patient');
    await page.keyboard.press('Enter'); // the focused button: cancel, the patient stays
    await dialog.waitFor({ state: 'detached' });
    await row.waitFor();
  });
});

// Forms that lead, in Chromium: an empty list offers its next action under the seeds' sentence; a refused submit focuses the first bad field and brings it into
// view (the staff registration step and the helper's disease-data form); the disease-data form
// marks what it requires before anything is pressed; a document photo taken from the camera
// input is turned by 90° before adding and kept turned; the photo viewer zooms.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { clinicalText } from '../../src/domain/clinical-text';
import { diseaseFieldLabels, helperText } from '../../src/domain/helper-text';
import { messages } from '../../src/domain/messages';
import { clientFieldLabels as L, documentText, receptionText } from '../../src/domain/reception-text';
import { clientBody } from '../server/fixtures';
import type { TestServer } from '../server/harness';
import { call } from '../server/http';
import type { TestBrowser } from './browser';
import { e2eForFile } from './fixture';
import { fillStepOne, pngImage, signInAt } from './reception-helpers';

let server: TestServer;
let browser: TestBrowser;

e2eForFile({}, (e2e) => ({ server, browser } = e2e));

/** What has the focus: its accessible label (the input's or its group's) and whether the
 *  person can see it (inside the viewport). */
async function focused(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return { label: '', invalid: false, inView: false, tag: '' };
    const group = active.closest('[role="radiogroup"]');
    const labelled = (group ?? active).getAttribute('aria-labelledby');
    const label = labelled
      ? document.getElementById(labelled)?.textContent ?? ''
      : (active as HTMLInputElement).labels?.[0]?.textContent ?? active.getAttribute('aria-label') ?? '';
    const box = active.getBoundingClientRect();
    return {
      label: label.replace(/[\s*\u2009]+$/, ''),
      invalid: (group ?? active).getAttribute('aria-invalid') === 'true',
      inView: box.bottom > 0 && box.top < innerHeight,
      tag: active.tagName,
    };
  });
}

describe('forms lead to what stops them', () => {
  test('registration: next with the phone missing focuses the phone; a camera photo turned 90° is kept turned; the viewer zooms', async () => {
    const { page } = browser;
    await signInAt(page, server.url, '/login/reception', 'reception', 'demo1234');
    await page.getByRole('heading', { name: 'مدیریت مراجعه کنندگان' }).waitFor();
    // No client yet: the seeds' sentence, and under it the one way on (the add button).
    const list = page.getByRole('table', { name: receptionText.clientsTable });
    await list.getByText(messages.emptyList).waitFor();
    await list.getByRole('link', { name: receptionText.addClient }).waitFor();
    expect(await page.getByRole('link', { name: receptionText.addClient }).count()).toBe(1);
    await fillStepOne(page, {
      firstName: 'سارا', lastName: 'احمدی', fatherName: 'حسن', nationalCode: '0499370902', birthCertificateNumber: '5678',
      birthDay: '1370/02/02', childNumber: '1', phoneNumber: '', address: 'اصفهان',
    });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: receptionText.next }).click();
    await expect.poll(() => focused(page)).toMatchObject({ label: L.phoneNumber, invalid: true, inView: true, tag: 'INPUT' });
    expect(page.url()).toMatch(/\/clientManagment\/addClient$/);

    await page.getByLabel(new RegExp(`^${L.phoneNumber}[\\s*]*$`)).fill('09121234567');
    await page.getByRole('button', { name: receptionText.next }).click();
    await page.waitForURL('**/addClient/step2');

    // Add with nothing chosen leads to the type, then (type chosen) to the photo box.
    await page.getByRole('button', { name: documentText.addDocument }).click();
    await expect.poll(() => focused(page)).toMatchObject({ label: documentText.typeLabel, invalid: true, inView: true, tag: 'SELECT' });
    // A photo taken on its side: 400 wide, 200 high; the person turns it once before adding.
    await page.getByLabel(documentText.typeLabel).selectOption({ label: 'کارت ملی' });
    await page.getByRole('button', { name: documentText.addDocument }).click();
    await expect.poll(() => focused(page)).toMatchObject({ label: `${documentText.dropHere} ${documentText.accepted}`, invalid: true, inView: true, tag: 'DIV' });
    await page.getByRole('button', { name: documentText.takePhoto }).waitFor();
    const camera = page.getByTestId('camera-input');
    expect(await camera.getAttribute('capture')).toBe('environment');
    expect(await camera.getAttribute('accept')).toBe('image/*');
    await camera.setInputFiles({ name: 'camera.png', mimeType: 'image/png', buffer: pngImage(400, 200, [30, 90, 160]) });
    await page.getByRole('button', { name: documentText.rotate }).click();
    await page.getByRole('button', { name: documentText.addDocument }).click();
    const thumbnail = page.getByRole('img', { name: documentText.thumbnailOf('کارت ملی') });
    await thumbnail.waitFor();
    // The size of the picture the element shows once it has one: the viewer may swap its source
    // (a thumbnail, then the full photo) while it loads, and a decode() of the one swapped out
    // rejects, so the test waits on what is shown, not on one decode.
    const natural = (image: ReturnType<Page['locator']>) => image.evaluate((img: HTMLImageElement) =>
      (img.complete && img.naturalWidth > 0 ? { width: img.naturalWidth, height: img.naturalHeight } : null));
    // The thumbnail kept on the tablet is upright: taller than wide.
    await expect.poll(async () => { const thumb = await natural(thumbnail); return thumb !== null && thumb.height > thumb.width; }).toBe(true);

    await page.getByRole('button', { name: `${receptionText.viewImage} کارت ملی` }).click();
    const viewer = page.getByRole('dialog', { name: 'کارت ملی' });
    const full = viewer.getByRole('img', { name: 'کارت ملی' });
    await full.waitFor();
    // The stored photo is the turned one: 200 wide, 400 high.
    await expect.poll(() => natural(full)).toEqual({ width: 200, height: 400 });

    const zoom = viewer.getByRole('group', { name: documentText.zoomControls });
    const before = (await full.boundingBox())!;
    await zoom.getByRole('button', { name: documentText.zoomIn }).click();
    await expect.poll(async () => (await full.boundingBox())!.height / before.height).toBeCloseTo(1.5, 1);
    await zoom.getByRole('button', { name: documentText.zoomIn }).click();
    await expect.poll(async () => (await full.boundingBox())!.height / before.height).toBeCloseTo(2, 1);
    // ctrl + wheel (a trackpad's pinch) zooms out again.
    await full.hover();
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, 300);
    await page.keyboard.up('Control');
    await expect.poll(async () => (await full.boundingBox())!.height / before.height).toBeLessThan(1.9);
    await zoom.getByRole('button', { name: new RegExp(documentText.zoomReset) }).click();
    await expect.poll(async () => (await full.boundingBox())!.height / before.height).toBeCloseTo(1, 1);
  });

  test('disease data: required marks before any save; a save with the yes/no answers missing focuses the first of them', async () => {
    const { page } = browser;
    const adminToken = await server.login('research', 'demo1234');
    const body = clientBody({ firstName: 'نرگس', lastName: 'کاظمی', isCoveredPatient: true, isScreening: false, isNew: false });
    await call(server.apiUrl, 'POST', 'Client', { token: adminToken, body });
    await page.goto(`${server.url}/favicon.svg`);
    await page.evaluate(() => localStorage.clear());
    await signInAt(page, server.url, '/login/helper', 'helper', 'demo1234');
    await page.goto(`${server.url}/v2/helper/helperManagment`);
    const row = page.getByRole('row', { name: /نرگس کاظمی/ });
    await row.first().waitFor({ timeout: 30_000 });
    await row.first().getByRole('link', { name: clinicalText.details }).click();
    await page.getByRole('link', { name: helperText.completeDisease }).click();
    const form = page.getByRole('form', { name: helperText.diseaseForm });
    await form.waitFor();

    // Before anything is pressed: every required field says so, to the eye and to a screen reader.
    const marks = await form.evaluate((root) => {
      const starred = (label: Element | null) => Boolean(label && (label.querySelector('.MuiFormLabel-asterisk')
        || [...label.querySelectorAll('span')].some((span) => getComputedStyle(span, '::after').content.includes('*'))));
      const fields = [...root.querySelectorAll('[aria-required="true"]')] as HTMLElement[];
      return fields.map((field) => {
        const labelled = field.getAttribute('aria-labelledby');
        const label = (field as HTMLInputElement).labels?.[0] ?? (labelled ? document.getElementById(labelled.split(' ')[0]!) : null);
        return { name: label?.textContent?.replace(/[\s*\u2009]+$/, '') ?? '', starred: starred(label) };
      });
    });
    const required = [
      diseaseFieldLabels.fileNumber, diseaseFieldLabels.introducingCenterName, diseaseFieldLabels.helperName, diseaseFieldLabels.yearOfAfflicted,
      diseaseFieldLabels.fileStatus, diseaseFieldLabels.disease, diseaseFieldLabels.diseaseStage, diseaseFieldLabels.job, helperText.phone,
      diseaseFieldLabels.insuranceState, diseaseFieldLabels.supplementaryInsuranceState, diseaseFieldLabels.metastasis, diseaseFieldLabels.smoke,
      diseaseFieldLabels.supportiveStatus, diseaseFieldLabels.ExerciseStatus,
    ];
    expect(marks.map((m) => m.name).sort()).toEqual([...required].sort());
    expect(marks.filter((m) => !m.starred)).toEqual([]);

    for (const [label, value] of [[diseaseFieldLabels.fileNumber, 'F-33'], [diseaseFieldLabels.introducingCenterName, 'بیمارستان امید'],
      [diseaseFieldLabels.helperName, 'خانم نوری'], [diseaseFieldLabels.yearOfAfflicted, '1401'], [diseaseFieldLabels.fileStatus, 'فعال'],
      [diseaseFieldLabels.disease, 'سرطان پستان'], [diseaseFieldLabels.diseaseStage, '2'], [diseaseFieldLabels.job, 'معلم'], [helperText.phone, '02155667788']]) {
      await page.getByLabel(label!, { exact: true }).fill(value!);
    }
    await page.getByRole('button', { name: clinicalText.save }).click();
    await expect.poll(() => focused(page)).toMatchObject({ label: diseaseFieldLabels.insuranceState, invalid: true, inView: true, tag: 'INPUT' });
    expect(page.url()).toMatch(/\/diseaseData$/);
  });
});

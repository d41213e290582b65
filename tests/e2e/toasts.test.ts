// Toasts as a person at the covered patients' station meets them: one over the detail's
// examination buttons takes no tap (the tap opens the examination it lands on), a form's «fill in
// everything» goes when the same form saves, the close button is named in Persian, and leaving a
// screen takes its toasts with it.
import { expect, test } from 'vitest';
import { clinicalText } from '../../src/domain/clinical-text';
import { examinationTypeLabels } from '../../src/domain/codes';
import { examFieldLabels } from '../../src/domain/examination-fields';
import { messages } from '../../src/domain/messages';
import { appText, loginPathOfArea } from '../../src/domain/stations';
import { toastFollowsNavigationMs } from '../../src/ui/toast-stack';
import { clientBody } from '../server/fixtures';
import { call } from '../server/http';
import { e2eForFile } from './fixture';
import { signInAt } from './reception-helpers';

const e2e = e2eForFile({ browser: { viewport: { width: 800, height: 1280 } } });

test('a toast over the examination buttons lets the tap through; one form, one toast; a move clears them', async () => {
  const { server, browser: { page } } = e2e;
  const token = await server.login('research', 'demo1234');
  const body = clientBody({ firstName: 'مریم', lastName: 'نادری', isCoveredPatient: true, isNew: false });
  await call(server.apiUrl, 'POST', 'Client', { token, body });
  await signInAt(page, server.url, loginPathOfArea.research, 'research', 'demo1234');
  await page.goto(`${server.url}/v2/research/covered`);
  const row = page.getByRole('row', { name: new RegExp(`${body.firstName} ${body.lastName}`) }).first();
  await row.waitFor({ timeout: 30_000 });
  const toasts = page.locator('.pl-toasts [role="alert"]');

  // The list's «not found» (a name no one has: digits would find her by a part of her phone),
  // then the person opens the client: the toast stays behind.
  await page.getByLabel(clinicalText.searchLabel).fill('ژژژ');
  await page.getByRole('button', { name: clinicalText.search, exact: true }).click();
  await toasts.filter({ hasText: messages.notFound }).waitFor();
  const shownAt = await page.evaluate(() => performance.now());
  await page.waitForFunction((until) => performance.now() > until, shownAt + toastFollowsNavigationMs + 100);
  expect(await toasts.filter({ hasText: messages.notFound }).count()).toBe(1); // still up as the person moves
  await row.getByRole('link', { name: clinicalText.details }).click();
  await page.waitForURL(/\/covered\/detail\//);
  await page.getByRole('button', { name: examinationTypeLabels[0], exact: true }).waitFor();
  expect(await toasts.filter({ hasText: messages.notFound }).count()).toBe(0);

  // The examination form's «fill in everything», then its save: only the success is left.
  await page.getByRole('button', { name: examinationTypeLabels[0], exact: true }).click();
  const dialog = page.getByRole('dialog', { name: examinationTypeLabels[0] });
  await dialog.getByRole('button', { name: clinicalText.addRecord }).click();
  await dialog.getByRole('button', { name: clinicalText.save }).click();
  await toasts.filter({ hasText: messages.examIncomplete }).waitFor();
  await dialog.getByRole('radiogroup', { name: examFieldLabels.cyst }).getByLabel(messages.has, { exact: true }).check();
  await page.getByRole('combobox', { name: examFieldLabels.birads }).selectOption({ label: '۳' });
  // The page's clock is the test's from here, stopped a minute on (what falls due in that minute
  // is long past anyway): the success toast's 4 s run only when the test says.
  const installedAt = Date.now();
  await page.clock.install({ time: installedAt });
  await page.clock.pauseAt(installedAt + 60_000);
  await dialog.getByRole('button', { name: clinicalText.save }).click();
  await toasts.filter({ hasText: messages.infoSaved }).waitFor();
  await page.clock.runFor(1000); // the dialog's closing transition; the toast has 3 s left
  await dialog.waitFor({ state: 'detached' });
  expect(await toasts.allTextContents()).toEqual([messages.infoSaved]);
  expect(await page.locator('.pl-toasts').getByRole('button', { name: appText.close, exact: true }).count()).toBe(1);
  expect(await page.locator('.pl-toasts').getByRole('button', { name: 'Close' }).count()).toBe(0);

  // An examination button in the toasts' corner: the window is made to end just below it, so the
  // toast at the bottom lies over its middle.
  const target = await page.evaluate((labels) => {
    const buttons = [...document.querySelectorAll('button')].filter((b) => labels.includes(b.textContent?.trim() ?? ''));
    const width = document.documentElement.clientWidth;
    const under = buttons.find((b) => {
      const box = b.getBoundingClientRect();
      return box.left + box.width / 2 > width - 16 - 260 && box.right < width - 16;
    });
    if (!under) return buttons.map((b) => JSON.stringify(b.getBoundingClientRect())).join(' ') + ` width ${width}`;
    const box = under.getBoundingClientRect();
    return { label: under.textContent!.trim(), x: box.left + box.width / 2, y: box.top + box.height / 2 + scrollY };
  }, Object.values(examinationTypeLabels) as string[]);
  if (typeof target === 'string') throw new Error(`no examination button lies in the toasts' corner: ${target}`);
  await page.setViewportSize({ width: 800, height: Math.round(target.y + 40) });
  await page.evaluate(() => scrollTo(0, 0));

  // The tap lands where the toast lies over the button; the examination's dialog opens. Read once
  // the page has laid itself out at the new size: read at once, on a busy machine the toast could
  // still stand where the taller window had put it.
  const pointOverButton = () => page.evaluate((label) => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === label)!.getBoundingClientRect();
    // Any toast: the sync engine's own (the examination reaching the server) may stand above it by then.
    const toasts = [...document.querySelectorAll('.pl-toasts [role="alert"]')].map((toast) => toast.getBoundingClientRect());
    const x = button.left + button.width / 2;
    const y = button.top + button.height / 2;
    const covered = toasts.some((toast) => x > toast.left && x < toast.right && y > toast.top && y < toast.bottom);
    return { x, y, covered, toasts: toasts.map(({ left, top, right, bottom }) => ({ left, top, right, bottom })), button: [button.left, button.top, button.right, button.bottom] };
  }, target.label);
  // The page may still grow above the button after it was measured (a saved record, a status
  // line): while the lowest toast misses the button, the window is moved by the difference.
  const deadline = Date.now() + 20_000;
  let point = await pointOverButton();
  while (!point.covered && Date.now() < deadline) {
    const [lowest] = point.toasts.toSorted((a, b) => b.bottom - a.bottom);
    if (lowest) {
      const shift = Math.round(point.y - (lowest.top + lowest.bottom) / 2);
      if (Math.abs(shift) > 4) {
        const size = page.viewportSize()!;
        await page.setViewportSize({ width: size.width, height: size.height + shift });
        await page.evaluate(() => scrollTo(0, 0));
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    point = await pointOverButton();
  }
  expect(point.covered, `the toast lies over the button: ${JSON.stringify(point)}`).toBe(true);
  await page.mouse.click(point.x, point.y);
  await page.getByRole('dialog', { name: target.label }).waitFor();
});

// The sync status chip read in the page as it is drawn: every text on it (the chip's words, its
// pills) at 4.5:1 or more against what lies behind it, in both themes, in each of its states —
// online with nothing waiting (green), offline (see-through on the top bar), online with work on
// its way (orange). The dark theme's green with white text measured 2.36:1.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { receptionText } from '../../src/domain/reception-text';
import { themeKey } from '../../src/domain/theme-choice';
import { withCheckDigit } from '../check-digit';
import { e2eForFile } from './fixture';
import { fillStepOne, signInAt } from './reception-helpers';

const e2e = e2eForFile();

/** The lowest contrast of any text on the chip, with computed colours: each text's colour against
 *  its own background composited over every ancestor's (the top bar, the page). */
function lowestContrast(page: Page): Promise<{ ratio: number; colour: string; background: string }> {
  return page.evaluate(async () => {
    // A state change fades the chip's colour (MUI's transition): measure where it ends.
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => {})));
    const rgba = (css: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a: css.startsWith('rgba') ? a : 1 };
    };
    type Colour = ReturnType<typeof rgba>;
    const over = (top: Colour, under: Colour): Colour => ({
      r: top.r * top.a + under.r * (1 - top.a), g: top.g * top.a + under.g * (1 - top.a), b: top.b * top.a + under.b * (1 - top.a), a: 1,
    });
    const backgroundOf = (element: Element): Colour => {
      const layers: Colour[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) layers.push(rgba(getComputedStyle(node).backgroundColor));
      return layers.reverse().reduce((under, top) => over(top, under), { r: 255, g: 255, b: 255, a: 1 });
    };
    const luminance = ({ r, g, b }: Colour) => {
      const [R, G, B] = [r, g, b].map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
    };
    const chip = document.querySelector('[data-testid="sync-status-chip"]')!;
    const texts = [chip.querySelector('.MuiChip-label')!, ...chip.querySelectorAll('[data-testid^="sync-chip-"]')];
    return texts.map((element) => {
      const background = backgroundOf(element);
      const colour = over(rgba(getComputedStyle(element).color), background);
      const [light, dark] = [luminance(colour), luminance(background)].sort((a, b) => b - a);
      return { ratio: (light! + 0.05) / (dark! + 0.05), colour: getComputedStyle(element).color, background: JSON.stringify(background) };
    }).sort((a, b) => a.ratio - b.ratio)[0]!;
  });
}

async function inBothThemes(page: Page, state: string, ready: () => Promise<unknown>) {
  for (const theme of ['light', 'dark']) {
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [themeKey, theme]);
    await page.reload();
    await ready();
    const lowest = await lowestContrast(page);
    expect(lowest.ratio, `${state}, ${theme}: ${JSON.stringify(lowest)}`).toBeGreaterThanOrEqual(4.5);
  }
}

test('every text on the status chip reads at 4.5:1 in both themes, in each state', async () => {
  const { server, browser: { page, context } } = e2e;
  const chip = page.getByTestId('sync-status-chip');
  await signInAt(page, server.url, '/login/reception', 'reception', 'demo1234');
  await inBothThemes(page, 'online, nothing waiting', () => page.locator('[data-testid="sync-status-chip"][data-waiting="0"][data-online="yes"]').waitFor());

  // A client create that the server never answers, nor its sealed copy's delivery (a reload
  // delivers it before the engine starts, and what the server took no longer counts as waiting):
  // online, one entry on its way.
  for (const call of ['**/api/v1/Client', '**/api/v1/Sync/deliver']) {
    await context.route(call, async (route) => {
      if (route.request().method() !== 'POST') await route.continue();
    });
  }
  await fillStepOne(page, {
    firstName: 'زهرا', lastName: 'کریمی', fatherName: 'حسن', nationalCode: withCheckDigit('003450099'), birthCertificateNumber: '5678',
    birthDay: '1365/06/15', childNumber: '1', phoneNumber: '09351234567', address: 'شیراز',
  });
  await page.getByRole('button', { name: receptionText.next }).click();
  await page.waitForURL('**/addClient/step2');
  await inBothThemes(page, 'online, work on its way', () => page.locator('.MuiChip-colorWarning[data-testid="sync-status-chip"]').waitFor());

  await context.setOffline(true);
  await inBothThemes(page, 'offline', () => page.locator('[data-testid="sync-status-chip"][data-online="no"]').waitFor());
  expect(await chip.count()).toBe(1);
});

// axe-core (pinned in package.json, injected into the page from node_modules) on the kiosk's first
// step, in the light and the dark theme: no serious or critical violation, and the page's content
// inside landmarks (the `region` rule). The station screens, their dialogs and side menus, and the
// public pages are checked by the screen walk (screen-walk.test.ts), which does not open the kiosk.
import { describe, expect, test } from 'vitest';
import { kioskText } from '../../src/domain/reception-text';
import { themeKey } from '../../src/domain/theme-choice';
import type { TestServer } from '../server/harness';
import { axeFindings, settled, type Finding } from './axe-helpers';
import type { TestBrowser } from './browser';
import { e2eForFile } from './fixture';
import { issuedKioskToken } from './reception-helpers';

let server: TestServer;
let browser: TestBrowser;

e2eForFile({}, (e2e) => ({ server, browser } = e2e));

const kioskStart = '/reception/landing/AddnewClient/nationalCode';

describe('axe-core on the kiosk, both themes', () => {
  test('the first step', async () => {
    const { page } = browser;
    const found: Record<string, Finding[]> = {};
    // A real Kiosk token: the kiosk unlocks its own key with it before its first step shows.
    const kioskToken = await issuedKioskToken(server);
    // The kiosk has no theme switch: the choice a staff member left in local storage paints it,
    // so it is loaded once per theme with it set. Its form shows only on a tablet made a kiosk.
    for (const mode of ['light', 'dark'] as const) {
      await page.goto(`${server.url}/favicon.svg`);
      await page.evaluate(({ key, value, token }) => {
        localStorage.clear();
        localStorage.setItem(key, value);
        localStorage.setItem('kiosk', JSON.stringify({ token, deviceName: 'ورودی', expiresAt: Date.now() + 3600000 }));
      }, { key: themeKey, value: mode, token: kioskToken });
      await page.goto(server.url + kioskStart);
      await page.locator('main').first().waitFor();
      await page.getByRole('button', { name: kioskText.check }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
      await settled(page);
      const findings = await axeFindings(page);
      if (findings.length) found[mode] = findings;
    }
    expect(found, `axe findings: ${JSON.stringify(found)}`).toEqual({}); // the message names each rule (the diff shows "…(1)")
  });
});

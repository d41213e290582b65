// A kiosk whose own key is still on its way (a busy server) when the visitor reaches it: the
// intake's first step is not offered until the kiosk is unlocked. Offered at once, a visitor the
// server knows who typed her code then was dropped: the tablet, still locked, could not keep her
// row, and the step stood still with no word.
import { expect, test } from 'vitest';
import { kioskText } from '../../src/domain/reception-text';
import { withCheckDigit } from '../check-digit';
import { clientFields } from '../unit/db-fixtures';
import { e2eForFile } from './fixture';
import { enterNationalCode, turnIntoKiosk } from './reception-helpers';

const e2e = e2eForFile({});

test("a kiosk offers its first step only once its key is there; the visitor the server knows goes on to her documents", async () => {
  const { server, browser: { page, context } } = e2e;
  const staff = await server.login('reception', 'demo1234');
  const known = clientFields(0, { nationalCode: withCheckDigit('005854241'), firstName: 'مهسا' });
  const created = await fetch(`${server.apiUrl}Client`, { method: 'POST', headers: { Authorization: `Bearer ${staff}`, 'Content-Type': 'application/json' }, body: JSON.stringify(known) });
  expect(created.status).toBe(201);

  // The kiosk's key (offered or fetched: Device/key) is held back until the test lets it go.
  let letKeyGo!: () => void;
  const keyMayGo = new Promise<void>((resolve) => { letKeyGo = resolve; });
  let keyAsked = false;
  await turnIntoKiosk(page, server.url, async () => {
    await context.route(/\/api\/v1\/Device\/key/i, async (route) => {
      keyAsked = true;
      await keyMayGo;
      await route.continue();
    });
  });
  await page.waitForURL('**/AddnewClient/nationalCode', { timeout: 30_000 });
  await expect.poll(() => keyAsked).toBe(true);
  const codeField = page.getByLabel(new RegExp(`^${kioskText.nationalCode}[\\s*]*$`));
  expect(await codeField.count()).toBe(0); // nothing to type into while the kiosk cannot keep it

  letKeyGo();
  await codeField.waitFor();
  await enterNationalCode(page, known.nationalCode);
  await page.waitForURL('**/AddnewClient/documents');
  expect(e2e.browser.pageErrors).toEqual([]);
});

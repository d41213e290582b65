// A tablet is not locked out by someone guessing its user's password (OWASP's device cookies), in
// a real Chromium over the clinic's HTTPS: the browser keeps the cookie its first sign-in got and
// sends it with the next, so wrong passwords sent from the very same address lock out only
// devices that never signed that person in, and those are told so in Persian.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { serverMessages } from '../../src/domain/server-messages';
import { appText } from '../../src/domain/stations';
import { httpsGet, portOf } from '../server/tls-client';
import type { TestServer } from '../server/harness';
import { launchBrowser, type TestBrowser } from './browser';
import { e2eForFile, type E2e } from './fixture';
import { signInAt } from './reception-helpers';
import { clinicLanOnLoopback } from './trusted-ca';

let server: TestServer;
let browser: TestBrowser;
let trust: NonNullable<E2e['trust']>;
let origin: string;

e2eForFile({ clinicLan: true }, (e2e) => {
  ({ server, browser, trust } = e2e as Required<E2e>);
  origin = `https://clinic.lan:${new URL(server.httpsUrl!).port}`;
});

/** A wrong password sent over the clinic's HTTPS from loopback: the tablets' own address here. */
const guess = (password: string) => httpsGet(portOf(server.httpsUrl!), 'clinic.lan', '/api/v1/Account/login',
  readFileSync(join(server.dataDir, 'tls', 'ca.crt.pem'), 'utf8'), { method: 'POST', json: { userName: 'reception', password } });

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: appText.account }).click();
  await page.getByRole('button', { name: appText.logout }).click();
  await page.waitForURL(`${origin}/`);
}

describe('a password guessed at from the tablets\' own address', () => {
  test('the tablet that signed reception in before signs in again; a new device is told to use it', async () => {
    const { page, context } = browser;
    await signInAt(page, origin, '/login/reception', 'reception', 'demo1234');
    await signOut(page);
    for (let i = 0; i < 10; i += 1) expect((await guess(`guess-${i}`)).status).toBe(400);
    expect((await guess('guess-10')).status).toBe(429);

    await signInAt(page, origin, '/login/reception', 'reception', 'demo1234');
    const [cookie, ...more] = (await context.cookies()).filter((kept) => kept.name.startsWith('device-'));
    expect(more).toEqual([]);
    expect(cookie).toMatchObject({ path: '/api/v1/Account/login', httpOnly: true, secure: true, sameSite: 'Strict' });
    // About a year: the tablet stays known between the clinic's working days.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
    expect(await page.evaluate(() => document.cookie)).not.toContain('device-');

    const newTablet = await launchBrowser({ env: { HOME: trust.home }, args: [clinicLanOnLoopback] });
    try {
      const other = newTablet.page;
      await other.goto(`${origin}/login/reception`);
      await other.getByLabel(appText.userName, { exact: true }).fill('reception');
      await other.getByLabel(appText.password, { exact: true }).fill('demo1234');
      await other.getByRole('button', { name: appText.login, exact: true }).click();
      await other.getByText(serverMessages.untrustedLoginsLocked).waitFor();
      expect(new URL(other.url()).pathname).toBe('/login/reception');
    } finally {
      await newTablet.close();
    }
  });
});

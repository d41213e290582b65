// The people at a history run's tablets: reception signs out and hands the tablet to a colleague
// (screening), takes it back, and signs in again when the tablet asks (a session the server ended).
import { appText } from '../../src/domain/stations';
import { syncText } from '../../src/domain/sync-labels';
import { signInAt } from '../e2e/reception-helpers';
import { listPath, type Tablet } from './tablet';

const chip = (tablet: Tablet) => tablet.page.getByTestId('sync-status-chip');

async function signOut(tablet: Tablet): Promise<void> {
  const { page } = tablet;
  await page.getByRole('button', { name: appText.account }).click();
  await page.getByRole('button', { name: appText.logout }).click();
  // With work not yet sent the app says so first; the person goes on (the work stays queued).
  const confirm = page.getByRole('dialog').getByRole('button', { name: appText.confirm });
  const left = page.waitForURL((url) => !url.pathname.startsWith('/v2/'));
  await Promise.race([left, confirm.click().catch(() => {})]);
  await left;
}

/** Reception hands the tablet to screening, who signs in on it. */
export async function handOver(tablet: Tablet, origin: string): Promise<void> {
  if (tablet.user !== 'reception') return;
  await signOut(tablet);
  await signInAt(tablet.page, origin, '/login/screening', 'screening', 'demo1234');
  tablet.user = 'screening';
}

/** After the server ended reception's sessions: the tablet hears it (the app sends what waits)
 *  and asks for a sign-in, either on its sync chip or by leaving for the landing page. Resolves
 *  with what it did, once it did (or after 20 s, when it never noticed). */
export async function tabletNoticesRevocation(tablet: Tablet): Promise<string> {
  const { page } = tablet;
  await page.evaluate(() => window.dispatchEvent(new Event('online'))).catch(() => {});
  const end = Date.now() + 20_000;
  while (Date.now() < end) {
    if (!new URL(page.url()).pathname.startsWith('/v2/')) return 'signed out';
    const label = (await chip(tablet).getAttribute('aria-label', { timeout: 1_000 }).catch(() => null)) ?? '';
    if (label.includes(syncText.chipNeedsSignIn)) return 'asks for a sign-in';
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return 'did not notice in 20 s';
}

/** Reception at the tablet, signed in online, on the client list: taking it back from a colleague,
 *  or signing in again where the tablet asks for it. */
export async function receptionAtTablet(tablet: Tablet, origin: string): Promise<void> {
  const { page } = tablet;
  if (tablet.user !== 'reception') {
    await signOut(tablet);
    await signInAt(page, origin, '/login/reception', 'reception', 'demo1234');
    tablet.user = 'reception';
  }
  await page.goto(`${origin}${listPath}`);
  if (!new URL(page.url()).pathname.startsWith('/v2/')) {
    await signInAt(page, origin, '/login/reception', 'reception', 'demo1234');
    await page.goto(`${origin}${listPath}`);
  }
  await chip(tablet).waitFor();
  if (!((await chip(tablet).getAttribute('aria-label')) ?? '').includes(syncText.chipNeedsSignIn)) return;
  await chip(tablet).click();
  await page.waitForURL('**/v2/reception/sync');
  await page.getByLabel(appText.userName, { exact: true }).fill('reception');
  await page.getByLabel(appText.password, { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: appText.login, exact: true }).click();
  await page.getByText(syncText.needsSignIn).waitFor({ state: 'detached', timeout: 30_000 });
  await page.goto(`${origin}${listPath}`);
}

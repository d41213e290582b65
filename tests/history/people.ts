// The people at a history run's tablets: reception signs out and hands the tablet to a colleague
// (screening), takes it back, and signs in again when the tablet asks (a session the server ended).
import { appText } from '../../src/domain/stations';
import { syncText } from '../../src/domain/sync-labels';
import type { Request, Response } from 'playwright-core';
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
  tablet.colleagueSignedIn = true;
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

/** Opens the client list and waits until the page knows where its session stands, as a person
 *  glancing at the tablet does: the server took one of this page's own calls (the engine pulls as
 *  it starts), or the chip asks for a sign-in, or the page left for the landing or sign-in page.
 *  A page just opened shows "online" until its first answer: read at once, a session the server
 *  ended looks alive, and reception goes on without the sign-in the tablet is about to ask for
 *  (its queue left waiting once quiet, or a form thrown out by the 401 of its search). */
async function openListSettled(tablet: Tablet, origin: string): Promise<void> {
  const { page } = tablet;
  const calls = new Set<Request>();
  let taken = false;
  const onRequest = (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/api/v1/') && request.headers()['authorization']?.startsWith('Bearer ')) calls.add(request);
  };
  const onResponse = (response: Response) => {
    if (calls.has(response.request()) && response.ok()) taken = true;
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  try {
    await page.goto(`${origin}${listPath}`);
    const end = Date.now() + 20_000;
    while (Date.now() < end && !taken && new URL(page.url()).pathname.startsWith('/v2/')) {
      const label = (await chip(tablet).getAttribute('aria-label', { timeout: 1_000 }).catch(() => null)) ?? '';
      if (label.includes(syncText.chipNeedsSignIn)) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    page.off('request', onRequest);
    page.off('response', onResponse);
  }
}

/** Reception at the tablet, signed in online, on the client list: taking it back from a colleague,
 *  or signing in again where the tablet asks for it. */
export async function receptionAtTablet(tablet: Tablet, origin: string): Promise<void> {
  const { page } = tablet;
  // Each sign-in here is online: it brings reception a new delivery credential for this tablet.
  if (tablet.user !== 'reception') {
    await signOut(tablet);
    await signInAt(page, origin, '/login/reception', 'reception', 'demo1234');
    tablet.user = 'reception';
    tablet.credentialEnded = false;
  }
  await openListSettled(tablet, origin);
  if (!new URL(page.url()).pathname.startsWith('/v2/')) {
    await signInAt(page, origin, '/login/reception', 'reception', 'demo1234');
    tablet.credentialEnded = false;
    await page.goto(`${origin}${listPath}`);
  }
  await chip(tablet).waitFor();
  if (!((await chip(tablet).getAttribute('aria-label')) ?? '').includes(syncText.chipNeedsSignIn)) return;
  tablet.credentialEnded = false;
  await chip(tablet).click();
  await page.waitForURL('**/v2/reception/sync');
  await page.getByLabel(appText.userName, { exact: true }).fill('reception');
  await page.getByLabel(appText.password, { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: appText.login, exact: true }).click();
  await page.getByText(syncText.needsSignIn).waitFor({ state: 'detached', timeout: 30_000 });
  await page.goto(`${origin}${listPath}`);
}

/** What waits on the tablet: the signed-in person's own work, and colleagues' (signed out before it
 *  left, it waits for them to sign in again). */
export async function waitingWork(tablet: Tablet): Promise<{ own: number; others: number }> {
  const all = Number(await chip(tablet).getAttribute('data-waiting'));
  const others = Number(await chip(tablet).getAttribute('data-waiting-others'));
  return { own: all - others, others };
}

// One tablet of the proof by history: a real Chromium with the real app and its service worker,
// signed in at reception through the login page, driven through the screens.
import type { Frame, Page } from 'playwright-core';
import { messages } from '../../src/domain/messages';
import { receptionText } from '../../src/domain/reception-text';
import { searchText } from '../../src/domain/search-text';
import { smsText } from '../../src/domain/sms-text';
import { entryKindLabel, syncText } from '../../src/domain/sync-labels';
import { appText } from '../../src/domain/stations';
import { clinicLanOnLoopback } from '../e2e/trusted-ca';
import { launchBrowser, screenshot, waitForServiceWorker, type TestBrowser } from '../e2e/browser';
import { clientFieldLabels as L } from '../../src/domain/reception-text';
import { addIdentityPhoto, fillStepOne, pngImage, signInAt } from '../e2e/reception-helpers';

export interface Tablet {
  name: string; browser: TestBrowser; page: Page;
  /** Who is signed in at it. */ user: string;
  /** A colleague (screening) signed in at it during the run: work of theirs may wait for them. */ colleagueSignedIn?: boolean;
  /** The idle lock is on (the person left it). */ locked?: boolean;
  /** A password reset ended reception's delivery credential here, and reception has not signed in
   *  online at it since: what they queued waits for that sign-in, by design (a new password cuts
   *  a stolen one off, server/auth/set-password.ts), locked or not. */
  credentialEnded?: boolean;
}

export const listPath = '/v2/reception/clientManagment';

/** `home`: a HOME whose certificate store trusts the clinic's authority (e2e/trusted-ca.ts). */
export async function openTablet(name: string, origin: string, home: string): Promise<Tablet> {
  const browser = await launchBrowser({ env: { HOME: home }, args: [clinicLanOnLoopback] });
  // The tablet's own clock, which the run may move (idle-lock.ts): it flows as real time until then.
  await browser.context.clock.install();
  await signInAt(browser.page, origin, '/login/reception', 'reception', 'demo1234');
  await browser.page.getByRole('heading', { name: 'مدیریت مراجعه کنندگان' }).waitFor();
  await waitForServiceWorker(browser.page);
  return { name, browser, page: browser.page, user: 'reception' };
}

/** Registers a client through the three steps, with an ID-card photo on step 2 when `photo`;
 *  resolves once the list shows it (what the person takes as saved). */
export async function registerOnScreens(tablet: Tablet, origin: string, lastName: string, nationalCode: string, photo = false): Promise<void> {
  const { page } = tablet;
  if (!page.url().endsWith(listPath)) await page.goto(`${origin}${listPath}`);
  await fillStepOne(page, {
    firstName: 'مریم', lastName, fatherName: 'علی', nationalCode, birthCertificateNumber: '1234',
    birthDay: '1369/01/01', childNumber: '1', phoneNumber: '09121234567', address: 'تهران',
  });
  await page.getByRole('button', { name: receptionText.next }).click();
  await page.waitForURL('**/addClient/step2');
  // The step as the person sees it before pressing on: the patient's banner and the documents
  // list, each read from the tablet after the step shows. Pressed before, «مرحله بعد» moved down
  // under the press as they came in, and the press reached nothing (seed 7, step 14, once).
  await page.getByText(`مریم ${lastName}`).first().waitFor();
  if (photo) await addIdentityPhoto(page, 'کارت ملی', pngImage(160, 100, [30, 90, 160]));
  else await page.getByText(receptionText.noDocuments).waitFor();
  await page.getByRole('button', { name: receptionText.next }).click();
  await page.waitForURL('**/addClient/step3');
  await page.getByRole('button', { name: receptionText.submit }).click();
  await page.waitForURL(`**${listPath}`);
  await page.getByRole('row').filter({ hasText: lastName }).waitFor();
}

/** The search's results, where the person presses. Not the first such button on the page: a
 *  client just registered heads the list below too, and a press there, made as the results came in
 *  above it and pushed the list down, reached neither (seed 26: the detail never opened). */
const searchResults = (page: Page) => page.getByRole('table', { name: searchText.result });

/** Opens the list at `listUrl` unless the page is there, and searches it for `lastName`. */
async function searchOnList(page: Page, listUrl: string, lastName: string): Promise<void> {
  if (!page.url().endsWith(new URL(listUrl).pathname)) await page.goto(listUrl);
  await page.getByLabel(searchText.label).fill(lastName);
  await page.getByRole('button', { name: searchText.search, exact: true }).click();
}

/** Reception deletes a client from the list, as staff do: finds it with the search box, presses
 *  its delete button, confirms; resolves once the client list no longer shows it (what the person
 *  takes as deleted), with whether the search's results still do a moment later (a finding: the
 *  search asked again may answer from a server the delete has not reached yet). */
export async function deleteOnScreens(tablet: Tablet, origin: string, lastName: string): Promise<{ stillFound: boolean }> {
  const { page } = tablet;
  await searchOnList(page, `${origin}${listPath}`, lastName);
  await searchResults(page).getByRole('button', { name: `${receptionText.delete} مریم ${lastName}` }).first().click();
  const dialog = page.getByRole('dialog', { name: messages.confirmDelete });
  await dialog.getByRole('button', { name: appText.confirm }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('table', { name: receptionText.clientsTable }).getByRole('row').filter({ hasText: lastName }).first().waitFor({ state: 'detached' });
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  return { stillFound: (await searchResults(page).getByRole('row').filter({ hasText: lastName }).count()) > 0 };
}

/** Finds a client with the list's search box and opens its detail page, as staff do. */
function openDetail(tablet: Tablet, origin: string, lastName: string): Promise<void> {
  return openFromSearch(tablet.page, `${origin}${listPath}`, lastName, `${receptionText.detail} مریم ${lastName}`, '**/clientManagment/detail/**');
}

/** On the list at `listUrl`: searches for `lastName` and presses the link named `linkName` in the
 *  search's results (not the first such link on the page, see searchResults); resolves once the
 *  page is at `opened`. Reception's detail, and screening's (seed 26 in CI, the screening form:
 *  the press went to the list below, and the page stayed on the list). */
export async function openFromSearch(page: Page, listUrl: string, lastName: string, linkName: string, opened: string): Promise<void> {
  await searchOnList(page, listUrl, lastName);
  // Where the page went meanwhile, for a finding's report.
  const visited: string[] = [];
  const onNavigated = (frame: Frame) => { if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname); };
  page.on('framenavigated', onNavigated);
  try {
    await searchResults(page).getByRole('link', { name: linkName }).first().click();
    await page.waitForURL(opened);
  } catch (error) {
    throw new Error(`«${linkName}» did not open; the page went through ${visited.join(' → ') || 'no other address'}`, { cause: error });
  } finally {
    page.off('framenavigated', onNavigated);
  }
}

/** Reception corrects a client's address on its detail page; resolves once the page says the
 *  changes are saved and shows the new address. */
export async function editOnScreens(tablet: Tablet, origin: string, lastName: string, address: string): Promise<void> {
  const { page } = tablet;
  await openDetail(tablet, origin, lastName);
  await page.getByRole('button', { name: receptionText.edit }).click();
  await page.getByRole('dialog').getByLabel(new RegExp(`^${L.address}[\\s*]*$`)).fill(address);
  await page.getByRole('dialog').getByRole('button', { name: receptionText.submit }).click();
  await page.getByText(messages.changesSaved).first().waitFor();
  await page.locator('dd', { hasText: address }).waitFor();
}

/** Reception sends a client an SMS from its detail page; resolves once the dialog closed with
 *  what the person was told: sent, queued (sent when the tablet is online), or refused (the
 *  server's reason, a day's limit). */
export async function smsOnScreens(tablet: Tablet, origin: string, lastName: string, text: string): Promise<'sent' | 'queued' | 'refused'> {
  const { page } = tablet;
  await openDetail(tablet, origin, lastName);
  await page.getByRole('button', { name: receptionText.sendSms }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(receptionText.smsText).fill(text);
  await dialog.getByRole('button', { name: receptionText.send }).click();
  await dialog.waitFor({ state: 'detached', timeout: 30_000 });
  const told = page.getByText(messages.smsSent).or(page.getByText(receptionText.smsQueued))
    .or(page.getByText(smsText.perNumberLimit)).or(page.getByText(messages.smsFailed)).first();
  const said = await told.textContent();
  return said === messages.smsSent ? 'sent' : said === receptionText.smsQueued ? 'queued' : 'refused';
}

/** The refusals the sync centre shows the person signed in (each refused entry's card, with its
 *  kind and its client's name): an SMS's by its client's key (no other kind is refused in these
 *  runs: one would be counted lost). */
export async function refusalsShown(tablet: Tablet, origin: string, prefix: string): Promise<Array<{ key: string; kind?: 'sms' }>> {
  const { page } = tablet;
  await page.goto(`${origin}/v2/${tablet.user}/sync`);
  await page.getByTestId('sync-status-chip').waitFor();
  const chipCount = async () => Number(await page.getByTestId('sync-status-chip').getAttribute('data-refused'));
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: syncText.discard }) });
  // The chip counts a refusal a delivery heard at once, its card lists it once the author's replay
  // has settled it, and each is read again on its own throttle: both are read until they agree.
  // (No vitest here: the bench runs these histories too.)
  for (const end = Date.now() + 10_000; (await cards.count()) !== (await chipCount());) {
    if (Date.now() > end) throw new Error(`the sync centre lists ${await cards.count()} refused entries, the chip counts ${await chipCount()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const texts = await cards.allInnerTexts();
  return texts.flatMap((text) => {
    const key = new RegExp(`${prefix}\\S+`).exec(text)?.[0];
    return key ? [{ key, ...(text.includes(entryKindLabel('record.create', 'smsMessages')) ? { kind: 'sms' as const } : {}) }] : [];
  });
}

/** The tab dies as the push may be under way: closed at once, a new tab opened on the list. */
export async function closeTabMidPush(tablet: Tablet, origin: string): Promise<void> {
  await tablet.page.close({ runBeforeUnload: false });
  tablet.page = await tablet.browser.context.newPage();
  await tablet.page.goto(`${origin}${listPath}`);
}

/** What waits in the tablet's outbox (the status chip's count). */
export async function waitingOf(tablet: Tablet): Promise<number> {
  return Number(await tablet.page.getByTestId('sync-status-chip').getAttribute('data-waiting'));
}

/** The run's last names the tablet's list screen shows: the table's first page (6 rows) and the
 *  card of today's clients beside it, which lists every client registered today (a run's all). */
export async function keysShown(tablet: Tablet, prefix: string): Promise<string[]> {
  const text = await tablet.page.locator('body').innerText();
  return [...new Set(text.match(new RegExp(`${prefix}\\S+`, 'g')) ?? [])];
}

/** What the sync centre lists (the waiting entries and whose they are), for a finding's report. */
export async function syncCentreText(tablet: Tablet, origin: string): Promise<string> {
  await tablet.page.goto(`${origin}/v2/${tablet.user}/sync`);
  await tablet.page.getByTestId('sync-status-chip').waitFor();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  return (await tablet.page.locator('main').innerText()).replace(/\s+/g, ' ');
}

/** What the person sees, for a finding's report: the address, the chip, any alert; and a screenshot. */
export async function describeTablet(tablet: Tablet, label: string): Promise<string> {
  const { page } = tablet;
  const seen = await page.evaluate(() => ({
    url: location.pathname,
    chip: document.querySelector('[data-testid="sync-status-chip"]')?.getAttribute('aria-label') ?? null,
    alerts: [...document.querySelectorAll('[role="alert"], [role="status"], [role="dialog"]')].map((node) => node.textContent?.trim()).filter(Boolean),
  })).catch(() => 'the page could not be read');
  await screenshot(page, `history-${label}-${tablet.name}`).catch(() => {});
  return `${tablet.name} (${tablet.user}): ${JSON.stringify(seen)}`;
}

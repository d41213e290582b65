// @vitest-environment jsdom
// A shared tablet as its people read it: a sign-out says how much of this person's work stays for
// their next sign-in here, an entry queued behind another person's unsent registration says whose
// it waits for, a card does not blame the network while the tablet is online, and the status chip
// counts other people's work apart, in grey, with no orange for it.
import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createClient, setOutboxUser, unsentCountOf, updateClient, type ClinicDb } from '../../src/db/index';
import { appText } from '../../src/domain/stations';
import { syncText, waitingDefault, waitingReasons } from '../../src/domain/sync-labels';
import { useSessionStore, type Session } from '../../src/features/auth/session-store';
import { SyncCentre } from '../../src/features/sync/sync-centre';
import { useAccountActions } from '../../src/routes/-shell/account-actions';
import { AccountMenu } from '../../src/routes/-shell/account-menu';
import { TopBarStatus } from '../../src/routes/-shell/top-bar-status';
import { clientFields } from './db-fixtures';
import { freshStore, renderInRouter } from './reception-harness';

const maryam = { userId: '7', fullName: 'مریم احمدی' };
const sara = { userId: '9', fullName: 'سارا رضایی' };
const saraSession: Session = { hasAuth: true, fullName: sara.fullName, userId: 9, expiresIn: 3600, role: 'Reception' };

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

/** The account menu as the shell renders it: its actions, and their dialogs beside it. */
function ShellAccountMenu() {
  const actions = useAccountActions();
  return (
    <>
      <AccountMenu actions={actions} />
      {actions.dialogs}
    </>
  );
}

let db: ClinicDb;
beforeEach(async () => {
  db = await freshStore();
  setOnline(true);
  useSessionStore.setState({ session: saraSession, token: 'a-token' });
});
afterEach(() => setOutboxUser(undefined));

/** Maryam registers two clients and leaves them unsent; Sara edits one of them and adds one. */
async function twoPeoplesWork() {
  setOutboxUser(maryam);
  const first = await createClient(db, clientFields(1, { firstName: 'نرگس', lastName: 'صالحی' }));
  await createClient(db, clientFields(2, { firstName: 'زهرا', lastName: 'کریمی' }));
  setOutboxUser(sara);
  await updateClient(db, first, clientFields(1, { firstName: 'نرگس', lastName: 'صالحی‌پور' }));
  await createClient(db, clientFields(3, { firstName: 'لیلا', lastName: 'نوری' }));
}

describe('a shared tablet', { timeout: 30_000 }, () => {
  test('a person\'s unsent count is theirs alone', async () => {
    await twoPeoplesWork();
    expect(await unsentCountOf(db, '9')).toBe(2);
    expect(await unsentCountOf(db, '7')).toBe(2);
    expect(await unsentCountOf(db, '3')).toBe(0);
  });

  test('signing out with unsent work says how much waits for the next sign-in here; cancel stays signed in', async () => {
    await twoPeoplesWork();
    await renderInRouter(() => <ShellAccountMenu />, '/v2/reception/clientManagment');
    fireEvent.click(screen.getByRole('button', { name: appText.account }));
    fireEvent.click(screen.getByRole('button', { name: appText.logout }));
    const dialog = await screen.findByRole('dialog', { name: syncText.signOutUnsent(2) });
    fireEvent.click(within(dialog).getByRole('button', { name: appText.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: syncText.signOutUnsent(2) })).toBeNull());
    expect(useSessionStore.getState().session).toEqual(saraSession);
  });

  test('with nothing unsent, signing out asks nothing', async () => {
    await renderInRouter(() => <ShellAccountMenu />, '/v2/reception/clientManagment');
    fireEvent.click(screen.getByRole('button', { name: appText.account }));
    fireEvent.click(screen.getByRole('button', { name: appText.logout }));
    await waitFor(() => expect(useSessionStore.getState().session).toBeNull());
    expect(screen.queryByRole('dialog', { name: /./ })).toBeNull();
  });

  test('an edit queued behind another person\'s unsent registration says whose it waits for', async () => {
    await twoPeoplesWork();
    await renderInRouter(() => (
      <SyncCentre crumbs={[{ label: appText.syncCentre }]} signedInOffline={false} signIn={<p />} currentUserId="9" />
    ));
    const mine = (await screen.findByRole('heading', { name: `${syncText.sectionWaiting} (۲)` }, { timeout: 10_000 })).closest('section')!;
    expect(within(mine).getByText(`${syncText.why}: ${syncText.waitsForRegistration(maryam.fullName)}`)).toBeTruthy();
    expect(within(mine).getByText(`${syncText.why}: ${waitingDefault}`)).toBeTruthy(); // Sara's own new client waits for nobody
  });

  test('a network failure is no reason once the tablet is online', async () => {
    setOutboxUser(sara);
    await createClient(db, clientFields(4));
    await db.outbox.toCollection().modify({ lastError: { reason: 'network', message: '' } });
    setOnline(false);
    await renderInRouter(() => (
      <SyncCentre crumbs={[{ label: appText.syncCentre }]} signedInOffline={false} signIn={<p />} currentUserId="9" />
    ));
    expect(await screen.findByText(`${syncText.why}: ${waitingReasons.network}`, undefined, { timeout: 10_000 })).toBeTruthy();
    setOnline(true);
    expect(await screen.findByText(`${syncText.why}: ${waitingDefault}`)).toBeTruthy();
  });

  test('the chip counts other people\'s work apart, in grey, and is not orange for it', async () => {
    setOutboxUser(maryam);
    await createClient(db, clientFields(5));
    await createClient(db, clientFields(6));
    await renderInRouter(() => <TopBarStatus />, '/v2/reception/clientManagment');
    const chip = await screen.findByTestId('sync-status-chip');
    const others = await within(chip).findByTestId('sync-chip-others', undefined, { timeout: 10_000 });
    expect(others.textContent).toBe(syncText.othersCount(2));
    expect(chip.textContent).toContain(syncText.waitingCount(0));
    expect(chip.className).toContain('MuiChip-colorSuccess');
    expect(chip.getAttribute('aria-label')).toContain(syncText.chipLabel(true, 0, 0, 0, 2));
    setOutboxUser(sara);
    await createClient(db, clientFields(7));
    await waitFor(() => expect(chip.textContent).toContain(syncText.waitingCount(1)));
    expect(chip.className).toContain('MuiChip-colorWarning');
  });
});

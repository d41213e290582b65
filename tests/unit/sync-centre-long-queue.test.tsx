// @vitest-environment jsdom
// A tablet back from a day offline: the sync centre lists the oldest waiting entries only, says
// how many more wait, and still lists every refused one (each needs a person). Listing and
// re-reading a day's queue whole, on every answer the server gives while it drains, would slow
// the replay while the centre is open (bench: replay with the sync centre open).
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createClient, setOutboxUser, syncCentreWaitingShown, type ClinicDb } from '../../src/db/index';
import { toPersianDigits } from '../../src/domain/digits';
import { appText } from '../../src/domain/stations';
import { syncText } from '../../src/domain/sync-labels';
import { SyncCentre } from '../../src/features/sync/sync-centre';
import { clientFields } from './db-fixtures';
import { freshStore, renderInRouter } from './reception-harness';

let db: ClinicDb;
beforeEach(async () => {
  db = await freshStore();
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});
afterEach(() => setOutboxUser(undefined));

const show = (props: { signedInOffline?: boolean; currentUserId?: string } = {}) =>
  renderInRouter(() => (
    <SyncCentre crumbs={[{ label: appText.syncCentre }]} signedInOffline={props.signedInOffline ?? false}
      signIn={<p>the login form</p>} currentUserId={props.currentUserId} />
  ));

async function queueIntakes(count: number, from = 0): Promise<string[]> {
  const made: string[] = [];
  for (let n = from; n < from + count; n++) made.push(await createClient(db, clientFields(n + 1, { firstName: `نام${n}`, lastName: 'صالحی' })));
  return made;
}

describe('the sync centre over a long queue', { timeout: 60_000 }, () => {
  test('lists the oldest waiting entries, says how many more wait, and lists every refusal', async () => {
    setOutboxUser({ userId: '9', fullName: 'سارا رضایی' });
    const extra = 12;
    const made = await queueIntakes(syncCentreWaitingShown + extra);
    // The newest is refused: past the waiting ones shown, it is listed all the same.
    await db.outbox.where('localId').equals(made.at(-1)!).modify({ state: 'failed', lastError: { reason: 'invalid', message: 'کدملی وارد شده اشتباه است.', status: 400 } });
    await show({ currentUserId: '9' });

    const waiting = (await screen.findByRole('heading', { name: `${syncText.sectionWaiting} (${toPersianDigits(syncCentreWaitingShown)})` }, { timeout: 20_000 })).closest('section')!;
    const cards = within(waiting).getAllByRole('listitem');
    expect(cards).toHaveLength(syncCentreWaitingShown);
    expect(cards[0]!.getAttribute('aria-label')).toBe('ثبت مراجعه کننده جدید، نام0 صالحی');
    expect(screen.getByText(syncText.moreWaiting(extra - 1))).toBeTruthy();
    // The receipt counts the whole queue.
    expect(screen.getByText(syncText.somethingWaits(syncCentreWaitingShown + extra))).toBeTruthy();
    const refused = screen.getByRole('heading', { name: `${syncText.sectionFailed} (۱)` }).closest('section')!;
    expect(within(refused).getByRole('listitem', { name: `ثبت مراجعه کننده جدید، نام${syncCentreWaitingShown + extra - 1} صالحی` })).toBeTruthy();
  });

  test('signed in without a network: the sign-in is offered even when this person\'s work is past the entries shown', async () => {
    setOutboxUser({ userId: '7', fullName: 'مریم احمدی' });
    await queueIntakes(syncCentreWaitingShown);
    setOutboxUser({ userId: '9', fullName: 'سارا رضایی' });
    await queueIntakes(1, syncCentreWaitingShown);
    await show({ signedInOffline: true, currentUserId: '9' });
    expect(await screen.findByText(syncText.needsSignInTitle, undefined, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText(syncText.moreWaiting(1))).toBeTruthy();
  });

  test('a short queue is listed whole, with no word of more', async () => {
    setOutboxUser({ userId: '9', fullName: 'سارا رضایی' });
    await queueIntakes(3);
    await show({ currentUserId: '9' });
    expect(await screen.findByRole('heading', { name: `${syncText.sectionWaiting} (۳)` }, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByText(/مورد دیگر/)).toBeNull();
  });
});


// @vitest-environment jsdom
// Two people on one tablet, as the sync centre shows it: the signed-in person's work in the usual
// sections, another person's under "waiting for <name> to sign in" with its count; discarding
// another person's refused entry asks with a confirmation that names whose work it is.
import 'fake-indexeddb/auto';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createClient, setOutboxUser, type ClinicDb } from '../../src/db/index';
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

const show = (currentUserId: string) =>
  renderInRouter(() => (
    <SyncCentre crumbs={[{ label: appText.syncCentre }]} signedInOffline={false} signIn={<p />} currentUserId={currentUserId} />
  ));

describe('the sync centre on a shared tablet', { timeout: 30_000 }, () => {
  test('shows another person\'s queued work as waiting for them, with its count', async () => {
    setOutboxUser({ userId: '7', fullName: 'مریم احمدی' });
    await createClient(db, clientFields(1, { firstName: 'نرگس', lastName: 'صالحی' }));
    await createClient(db, clientFields(2, { firstName: 'زهرا', lastName: 'کریمی' }));
    setOutboxUser({ userId: '9', fullName: 'سارا رضایی' });
    await createClient(db, clientFields(3, { firstName: 'لیلا', lastName: 'نوری' }));
    await show('9');
    expect(await screen.findByRole('heading', { name: `${syncText.sectionWaiting} (۱)` }, { timeout: 10_000 })).toBeTruthy();
    const theirs = screen.getByRole('heading', { name: `${syncText.sectionWaitingFor('مریم احمدی')} (۲)` });
    const section = theirs.closest('section')!;
    expect(within(section).getByText(syncText.waitingForExplain)).toBeTruthy();
    expect(within(section).getByRole('listitem', { name: 'ثبت مراجعه کننده جدید، نرگس صالحی' })).toBeTruthy();
    expect(within(section).getAllByText(`${syncText.author}: مریم احمدی`)).toHaveLength(2);
  });

  test('discarding another person\'s refused entry names whose work it is', async () => {
    setOutboxUser({ userId: '7', fullName: 'مریم احمدی' });
    const client = await createClient(db, clientFields(4, { firstName: 'نرگس', lastName: 'صالحی' }));
    await db.outbox.where('localId').equals(client).modify({ state: 'failed', lastError: { reason: 'invalid', message: 'کدملی وارد شده اشتباه است.', status: 400 } });
    await show('9');
    const card = await screen.findByRole('listitem', { name: 'ثبت مراجعه کننده جدید، نرگس صالحی' }, { timeout: 10_000 });
    fireEvent.click(within(card).getByRole('button', { name: syncText.discard }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(syncText.discardOthersConfirm('مریم احمدی'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: appText.cancel }));
    expect(await db.outbox.count()).toBe(1); // cancelled: nothing of hers is lost
  });
});

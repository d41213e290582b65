// @vitest-environment jsdom
// The sync centre as a person reads it, over a real (fake-indexeddb) store: the receipt when
// nothing waits; waiting, refused and conflicting entries in Persian words; retry, discard with
// confirmation, keep mine / keep the server's — and what Dexie holds afterwards.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { addDocument, createClient, updateClient, type ClinicDb } from '../../src/db/index';
import { messages } from '../../src/domain/messages';
import { serverMessages } from '../../src/domain/server-messages';
import { appText } from '../../src/domain/stations';
import { syncText } from '../../src/domain/sync-labels';
import { markStorageFull, clearStorageFull } from '../../src/features/sync/storage-alert';
import { SyncCentre } from '../../src/features/sync/sync-centre';
import { clientFields, pngBytes } from './db-fixtures';
import { freshStore, renderInRouter } from './reception-harness';

const at = Date.UTC(2026, 10, 22, 10, 30); // 1405/09/01 in Tehran and around it
let db: ClinicDb;

beforeEach(async () => {
  db = await freshStore();
  clearStorageFull();
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

const show = (props: { signedInOffline?: boolean } = {}) =>
  renderInRouter(() => (
    <SyncCentre crumbs={[{ label: appText.syncCentre }]} signedInOffline={props.signedInOffline ?? false}
      signIn={<p>the login form</p>} />
  ));

async function entryOf(localId: string, operation: string) {
  return (await db.outbox.where('localId').equals(localId).toArray()).find((e) => e.operation === operation)!;
}

describe('the sync centre', { timeout: 30_000 }, () => {
  test('nothing waits: it says plainly that everything is on the server', async () => {
    await show();
    expect(await screen.findByText(syncText.allOnServer)).toBeTruthy();
    expect(screen.getByText(`${syncText.lastSync}: ${syncText.neverSynced}`)).toBeTruthy();
    for (const section of [syncText.sectionWaiting, syncText.sectionFailed, syncText.sectionConflict]) {
      expect(screen.queryByRole('heading', { name: new RegExp(`^${section}`) })).toBeNull();
    }
    expect(screen.queryByText(syncText.needsSignInTitle)).toBeNull();
  });

  test('waiting entries: which client, what kind, since when in Jalali, and why', async () => {
    const client = await createClient(db, clientFields(1, { firstName: 'نرگس', lastName: 'صالحی' }), at);
    await addDocument(db, client, 'identity', 0, { bytes: pngBytes(), mime: 'image/png' }, at);
    const create = await entryOf(client, 'client.create');
    await db.outbox.update(create.seq!, { lastError: { reason: 'network', message: '' } });
    // Offline: the network is the reason only while the tablet has none (shared-tablet-words.test.tsx).
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    await show();
    const card = await screen.findByRole('listitem', { name: 'ثبت مراجعه کننده جدید، نرگس صالحی' });
    expect(within(card).getByText(`${syncText.client}: نرگس صالحی`)).toBeTruthy();
    expect(within(card).getByText(/^از ۱۴۰۵\/۰۹\/۰۱ ساعت [۰-۹]{2}:[۰-۹]{2}$/)).toBeTruthy();
    expect(within(card).getByText('علت: در انتظار اتصال به اینترنت')).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'بارگذاری تصویر مدرک، نرگس صالحی' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: `${syncText.sectionWaiting} (۲)` })).toBeTruthy();
    expect(screen.getByText(syncText.somethingWaits(2))).toBeTruthy();
    expect(screen.queryByText(syncText.allOnServer)).toBeNull();
    // Waiting entries are the engine's to send: no retry or discard offered.
    expect(within(card).queryByRole('button')).toBeNull();
  });

  test('a refused entry shows the server reason; retry sends it again under a new key', async () => {
    const client = await createClient(db, clientFields(2, { firstName: 'لیلا', lastName: 'امینی' }), at);
    const create = await entryOf(client, 'client.create');
    await db.outbox.update(create.seq!, {
      state: 'failed',
      lastError: { reason: 'invalid', status: 400, message: 'اطلاعات نامعتبر است', fields: { phoneNumber: messages.phoneInvalid } },
    });
    await show();
    const card = await screen.findByRole('listitem', { name: 'ثبت مراجعه کننده جدید، لیلا امینی' });
    expect(within(card).getByText('علت: اطلاعات نامعتبر است')).toBeTruthy();
    expect(within(card).getByText(messages.phoneInvalid)).toBeTruthy();
    expect(screen.getByRole('heading', { name: `${syncText.sectionFailed} (۱)` })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: syncText.retry }));
    await waitFor(async () => expect((await db.outbox.get(create.seq!))?.state).toBe('pending'));
    const after = (await db.outbox.get(create.seq!))!;
    expect(after.id).not.toBe(create.id);
    expect(await db.clients.get(client)).toBeTruthy();
  });

  test('discard asks first; cancel keeps it, confirm drops the entry and the refused record', async () => {
    const client = await createClient(db, clientFields(3, { firstName: 'سارا', lastName: 'نوری' }), at);
    const create = await entryOf(client, 'client.create');
    await db.outbox.update(create.seq!, { state: 'failed', lastError: { reason: 'invalid', status: 400, message: 'کدملی تکراری' } });
    await show();
    const card = await screen.findByRole('listitem', { name: 'ثبت مراجعه کننده جدید، سارا نوری' });
    fireEvent.click(within(card).getByRole('button', { name: syncText.discard }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(syncText.discardConfirm)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: appText.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await db.outbox.get(create.seq!)).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: syncText.discard }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: appText.confirm }));
    expect(await screen.findByText(syncText.allOnServer)).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.clients.get(client)).toBeUndefined();
  });

  test('a conflict offers keep mine (sent again over the server version) and keep the server\'s', async () => {
    const mine = await createClient(db, clientFields(4, { firstName: 'مینا', lastName: 'رحیمی' }), at);
    const theirs = await createClient(db, clientFields(5, { firstName: 'الهام', lastName: 'جعفری' }), at);
    for (const id of [mine, theirs]) {
      await db.outbox.update((await entryOf(id, 'client.create')).seq!, { state: 'done' });
      await db.clients.update(id, { serverId: id === mine ? 41 : 42, version: 1 });
      await updateClient(db, id, clientFields(id === mine ? 4 : 5, { firstName: 'ویرایش', lastName: id === mine ? 'رحیمی' : 'جعفری' }), at);
      const edit = await entryOf(id, 'client.update');
      const server = { ...clientFields(id === mine ? 4 : 5, { firstName: 'سرور', lastName: 'نسخه' }), id: id === mine ? 41 : 42, version: 3 };
      await db.outbox.update(edit.seq!, { state: 'conflict', serverVersion: server, lastError: { reason: 'conflict', status: 409, message: serverMessages.staleVersion } });
    }
    await show();
    expect(await screen.findByRole('heading', { name: `${syncText.sectionConflict} (۲)` })).toBeTruthy();
    const mineCard = screen.getByRole('listitem', { name: 'ویرایش اطلاعات مراجعه کننده، ویرایش رحیمی' });
    expect(within(mineCard).getByText(`${syncText.why}: ${syncText.conflictWhy}`)).toBeTruthy();
    fireEvent.click(within(mineCard).getByRole('button', { name: syncText.keepMine }));
    await waitFor(async () => expect((await entryOf(mine, 'client.update')).state).toBe('pending'));
    expect((await entryOf(mine, 'client.update')).baseVersion).toBe(3);

    const theirsCard = screen.getByRole('listitem', { name: 'ویرایش اطلاعات مراجعه کننده، ویرایش جعفری' });
    fireEvent.click(within(theirsCard).getByRole('button', { name: syncText.keepServer }));
    // Nothing of that edit is left to send: it leaves the outbox.
    await waitFor(async () => expect(await entryOf(theirs, 'client.update')).toBeUndefined());
    expect((await db.clients.get(theirs))?.fields).toMatchObject({ firstName: 'سرور', lastName: 'نسخه' });
    expect((await db.clients.get(theirs))?.version).toBe(3);
  });

  test('signed in offline with entries waiting: it asks for one online sign-in and shows the form', async () => {
    await createClient(db, clientFields(6), at);
    await show({ signedInOffline: true });
    expect(await screen.findByText(syncText.needsSignIn)).toBeTruthy();
    expect(screen.getByText(syncText.signedInOffline)).toBeTruthy();
    expect(screen.getByText('the login form')).toBeTruthy();
  });

  test('storage: usage and quota from the browser, and the storage-full state after a refused write', async () => {
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: { estimate: async () => ({ usage: 5 * 1024 * 1024, quota: 2 * 1024 ** 3 }), persisted: async () => true },
    });
    markStorageFull(at);
    await show();
    expect(await screen.findByText(syncText.storageUsage('۵٫۰ مگابایت', '۲٫۰ گیگابایت'))).toBeTruthy();
    expect(screen.getByText(syncText.storagePersisted)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(messages.storageFull);
  });
});

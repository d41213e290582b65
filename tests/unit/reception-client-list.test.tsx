// @vitest-environment jsdom
// Client management (000 §2.6, §5 search, §9 paging) over the local store: the count, 6 rows a
// page from 1, the search rule on Enter ('موردی یافت نشد', box and result cleared), the result table
// with its personnel column, delete with the seeds' question; lists follow every change.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { createClient, updateClient } from '../../src/db/index';
import { messages } from '../../src/domain/messages';
import { receptionText } from '../../src/domain/reception-text';
import { ClientManagement } from '../../src/features/clients/client-management';
import { clientFields } from './db-fixtures';
import { freshStore, renderInRouter, toastMessages } from './reception-harness';

beforeEach(() => {
  Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
});

const show = () => renderInRouter(() => (
  <ClientManagement list="all" title="مدیریت" crumbs={[]} addLink={{ to: '/v2/$area/clientManagment/addClient', params: { area: 'reception' } }} detailLink={(id) => ({ to: '/v2/$area/clientManagment/detail/$id', params: { area: 'reception', id } })} />
));
const listTable = () => screen.getByRole('table', { name: receptionText.clientsTable });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('client management', { timeout: 30_000 }, () => {
  test('count, pages of 6 newest first, the empty text', async () => {
    const db = await freshStore();
    await show();
    expect(await screen.findByText(messages.emptyList)).toBeTruthy();
    for (let n = 1; n <= 8; n += 1) await createClient(db, clientFields(n, { firstName: `نام${n}` }), Date.now() + n);
    await waitFor(() => expect(screen.getByTestId('client-count').textContent).toBe(`${receptionText.totalClients}: ۸`));
    expect(bodyRows(listTable())).toHaveLength(6);
    expect(within(bodyRows(listTable())[0]!).getByText(/نام8/)).toBeTruthy(); // newest first
    expect(screen.getByRole('navigation', { name: 'صفحه‌بندی' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'صفحه ۱، صفحه کنونی' }).textContent).toBe('۱');
    expect(screen.getByRole('button', { name: 'صفحه بعد' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'رفتن به صفحه ۲' }));
    await waitFor(() => expect(bodyRows(listTable())).toHaveLength(2), { timeout: 5000 }); // a live query on a busy machine
    expect(within(listTable()).getByText(/نام1 /)).toBeTruthy();
  });

  test('a national code in Persian digits finds the client; words that find nothing, on Enter: the message, box and result cleared', async () => {
    const db = await freshStore();
    await createClient(db, clientFields(1, { nationalCode: '0499370899', isPersonnel: true }));
    await show();
    const box = screen.getByLabelText(receptionText.searchLabel) as HTMLInputElement;
    fireEvent.change(box, { target: { value: '۰۴۹۹۳۷۰۸۹۹' } });
    fireEvent.click(screen.getByRole('button', { name: receptionText.search }));
    const result = await screen.findByRole('table', { name: receptionText.searchResult });
    expect(within(result).getByRole('columnheader', { name: receptionText.personnel })).toBeTruthy();
    expect(within(result).getAllByText(receptionText.yes).length).toBeGreaterThan(0);

    fireEvent.change(box, { target: { value: '12345' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(toastMessages()).toContain(messages.notFound));
    expect(box.value).toBe('');
    expect(screen.queryByRole('table', { name: receptionText.searchResult })).toBeNull();
  });

  test('an unknown 10-digit code offline is not found', async () => {
    await freshStore();
    await show();
    fireEvent.change(screen.getByLabelText(receptionText.searchLabel), { target: { value: '1234567891' } });
    fireEvent.click(screen.getByRole('button', { name: receptionText.search }));
    await waitFor(() => expect(toastMessages()).toContain(messages.notFound));
  });

  test('delete asks first, then hides the client and queues the delete', async () => {
    const db = await freshStore();
    const localId = await createClient(db, clientFields(3, { firstName: 'سمیه', lastName: 'کاظمی' }));
    await show();
    const deleteButton = await screen.findByRole('button', { name: `${receptionText.delete} سمیه کاظمی` });
    fireEvent.click(deleteButton);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(messages.confirmDelete)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'انصراف' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await db.clients.get(localId))!.deleted).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: `${receptionText.delete} سمیه کاظمی` }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'تایید' }));
    await waitFor(() => expect(screen.getByText(messages.emptyList)).toBeTruthy());
    expect((await db.clients.get(localId))!.deleted).toBe(1);
    expect((await db.outbox.toArray()).map((e) => e.operation)).toEqual(['client.create', 'client.delete']);
  });

  test('an edit elsewhere shows at once (live query)', async () => {
    const db = await freshStore();
    const localId = await createClient(db, clientFields(4, { firstName: 'لیلا' }));
    await show();
    await screen.findByText(/لیلا/);
    await updateClient(db, localId, clientFields(4, { firstName: 'لاله' }));
    expect(await screen.findByText(/لاله/)).toBeTruthy();
  });
});

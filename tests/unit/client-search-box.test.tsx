// @vitest-environment jsdom
// The one search box of the patient lists (issue 36 §1) over the tablet's sealed store, offline:
// results as the person types (no key pressed), by name in any order and on an Arabic keyboard,
// by phone, paged by 6; Enter on words that find nothing says «موردی یافت نشد»; a clinical list
// (covered) keeps to its own list.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { createClient } from '../../src/db/index';
import { messages } from '../../src/domain/messages';
import { searchText } from '../../src/domain/search-text';
import { ClientManagement } from '../../src/features/clients/client-management';
import { CoveredList } from '../../src/features/covered/covered-list';
import { clientFields } from './db-fixtures';
import { freshStore, renderInRouter, toastMessages } from './reception-harness';

beforeEach(() => {
  Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
});

const showReception = () => renderInRouter(() => (
  <ClientManagement list="all" title="مدیریت" crumbs={[]} detailLink={(id) => ({ to: '/v2/$area/clientManagment/detail/$id', params: { area: 'reception', id } })} />
));
const box = () => screen.getByLabelText(searchText.label) as HTMLInputElement;
const resultRows = () => within(screen.getByRole('table', { name: searchText.result })).getAllByRole('row').slice(1);
const type = (value: string) => fireEvent.change(box(), { target: { value } });

describe('the search box', { timeout: 30_000 }, () => {
  test('shows what the words find as they are typed, with no key pressed', async () => {
    const db = await freshStore();
    await createClient(db, clientFields(1, { firstName: 'زهرا', lastName: 'محمدی', phoneNumber: '09121112233' }));
    await createClient(db, clientFields(2, { firstName: 'علی', lastName: 'کاظمی', phoneNumber: '09350001122' }));
    await showReception();
    expect(box().placeholder).toBe('جستجو با نام، تلفن یا کد ملی');
    type('محمدی ز');
    await waitFor(() => expect(resultRows()).toHaveLength(1));
    expect(within(resultRows()[0]!).getByText(/زهرا محمدی/)).toBeTruthy();
    type('علي كاظمي'); // Arabic yeh and kaf
    await waitFor(() => expect(within(resultRows()[0]!).getByText(/علی کاظمی/)).toBeTruthy());
    type('+98 935 000');
    await waitFor(() => expect(within(resultRows()[0]!).getByText(/علی کاظمی/)).toBeTruthy());
    expect(resultRows()).toHaveLength(1);
    expect(toastMessages()).not.toContain(messages.notFound);
  });

  test('pages its results by 6', async () => {
    const db = await freshStore();
    for (let n = 1; n <= 8; n += 1) await createClient(db, clientFields(n, { firstName: 'سارا', lastName: `نادری${n}` }), Date.now() + n);
    await showReception();
    type('سار');
    await waitFor(() => expect(resultRows()).toHaveLength(6));
    expect(within(resultRows()[0]!).getByText(/نادری8/)).toBeTruthy(); // newest first
    const table = screen.getByRole('table', { name: searchText.result });
    const pager = within(table.closest('div')!.parentElement!).getByRole('button', { name: 'رفتن به صفحه ۲' });
    fireEvent.click(pager);
    await waitFor(() => expect(resultRows()).toHaveLength(2));
  });

  test('Enter on words that find nothing: «موردی یافت نشد», the box and the results cleared', async () => {
    const db = await freshStore();
    await createClient(db, clientFields(1, { firstName: 'زهرا', lastName: 'محمدی' }));
    await showReception();
    type('زه');
    await waitFor(() => expect(resultRows()).toHaveLength(1));
    type('نرگس');
    fireEvent.submit(box().closest('form')!);
    await waitFor(() => expect(toastMessages()).toContain(messages.notFound));
    expect(box().value).toBe('');
    expect(screen.queryByRole('table', { name: searchText.result })).toBeNull();
  });

  test('a clinical list finds only its own clients', async () => {
    const db = await freshStore();
    await createClient(db, clientFields(1, { firstName: 'زهرا', lastName: 'محمدی', isCoveredPatient: true }));
    await createClient(db, clientFields(2, { firstName: 'زهره', lastName: 'کاظمی', isCoveredPatient: false }));
    await renderInRouter(() => <CoveredList area="research" />);
    type('زه');
    await waitFor(() => expect(resultRows()).toHaveLength(1));
    expect(within(resultRows()[0]!).getByText(/محمدی/)).toBeTruthy();
  });
});

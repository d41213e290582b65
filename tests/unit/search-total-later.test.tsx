// @vitest-environment jsdom
// The search box paints its page before the total (issue 36 §1, defect 2): the tablet counts
// every match of a common prefix after the rows are shown (db searchClientsFirst), so the box
// shows the 6 rows at once and the pager's pages once the count comes.
import { render, screen, waitFor, within } from '@testing-library/react';
import { fireEvent } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { searchText } from '../../src/domain/search-text';
import { ClientSearch } from '../../src/ui/clinic/client-search';

interface Row { id: string; name: string }

const rows: Row[] = ['زهرا', 'زهره', 'زینب', 'زیبا', 'ژاله', 'زری'].map((name, i) => ({ id: String(i), name }));

describe('a search whose total comes after its rows', () => {
  test('shows the rows at once, then the pages the total makes', async () => {
    let count!: (total: number) => void;
    const totalLater = new Promise<number>((resolve) => { count = resolve; });
    render(<ClientSearch<Row> search={() => Promise.resolve({ rows, total: 6, totalLater })}
      columns={[{ key: 'name', header: 'نام', cell: (row) => row.name }]} rowKey={(row) => row.id} />);
    fireEvent.change(screen.getByLabelText(searchText.label), { target: { value: 'زه' } });
    const table = await screen.findByRole('table', { name: searchText.result });
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(6);
    const pager = () => screen.queryByRole('button', { name: 'رفتن به صفحه ۲' });
    expect(pager()).toBeNull(); // no count yet: no page 2 to offer
    count(14);
    await waitFor(() => expect(pager()).not.toBeNull());
    expect(screen.getByRole('button', { name: 'رفتن به صفحه ۳' })).toBeTruthy();
  });
});

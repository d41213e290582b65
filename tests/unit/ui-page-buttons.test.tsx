// @vitest-environment jsdom
// The page control has first and last page buttons, and shows the seeds' 3 page
// numbers everywhere (MUI's Pagination shows 4 at the ends), named in Persian.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { PagedTable } from '../../src/ui/paged-table';

function List({ total }: { total: number }) {
  const [page, setPage] = useState(1);
  const rows = Array.from({ length: Math.min(6, total - (page - 1) * 6) }, (_, i) => ({ n: (page - 1) * 6 + i + 1 }));
  return <PagedTable columns={[{ key: 'n', header: 'ردیف', cell: (row) => String(row.n) }]} rows={rows} rowKey={(row) => String(row.n)}
    page={page} total={total} onPageChange={setPage} label="فهرست" />;
}

const pageNumbers = () => within(screen.getByRole('navigation', { name: 'صفحه‌بندی' }))
  .getAllByRole('button').filter((button) => /صفحه [۰-۹]+/.test(button.getAttribute('aria-label') ?? '')).map((button) => button.textContent);

test('nine pages: three page numbers at the start, middle and end; first and last in one press', { timeout: 30_000 }, () => {
  render(<List total={54} />);
  expect(pageNumbers()).toEqual(['۱', '۲', '۳']);
  expect((screen.getByRole('button', { name: 'صفحه اول' }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'صفحه آخر' }));
  expect(screen.getByRole('button', { name: 'صفحه ۹، صفحه کنونی' })).toBeTruthy();
  expect(pageNumbers()).toEqual(['۷', '۸', '۹']);
  expect((screen.getByRole('button', { name: 'صفحه آخر' }) as HTMLButtonElement).disabled).toBe(true);
  expect((screen.getByRole('button', { name: 'صفحه بعد' }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'رفتن به صفحه ۷' }));
  expect(pageNumbers()).toEqual(['۶', '۷', '۸']);
  fireEvent.click(screen.getByRole('button', { name: 'صفحه قبل' }));
  expect(screen.getByRole('button', { name: 'صفحه ۶، صفحه کنونی' }).getAttribute('aria-current')).toBe('page');
  fireEvent.click(screen.getByRole('button', { name: 'صفحه اول' }));
  expect(pageNumbers()).toEqual(['۱', '۲', '۳']);
  expect(within(screen.getByRole('table', { name: 'فهرست' })).getAllByRole('row')).toHaveLength(7);
});

test('two pages: two numbers; one page: no control', () => {
  const { unmount } = render(<List total={8} />);
  expect(pageNumbers()).toEqual(['۱', '۲']);
  unmount();
  render(<List total={6} />);
  expect(screen.queryByRole('navigation', { name: 'صفحه‌بندی' })).toBeNull();
});

// The page control under every list (000 §9: "3 page-range pages"): first, previous, a window of
// three page numbers (never four at the ends, as MUI's Pagination shows), next, last. With 9 or
// more pages the first and last buttons save many presses.
import Box from '@mui/material/Box';
import PaginationItem from '@mui/material/PaginationItem';
import { pagingItemLabel, pagingText } from '../domain/ui-text';

const windowSize = 3;

/** The page numbers shown around `page`: three (fewer only when there are fewer pages). */
export function pageWindow(page: number, pages: number): number[] {
  const start = Math.max(1, Math.min(page - 1, pages - windowSize + 1));
  const end = Math.min(pages, start + windowSize - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

export function PageButtons({ page, pages, onChange }: { page: number; pages: number; onChange: (page: number) => void }) {
  const step = (type: 'first' | 'previous' | 'next' | 'last', target: number, disabled: boolean) => (
    <li key={type}>
      <PaginationItem type={type} disabled={disabled} aria-label={pagingItemLabel(type, null, false)} onClick={() => onChange(target)} />
    </li>
  );
  return (
    <Box component="nav" aria-label={pagingText.navigation} sx={{ display: 'flex', justifyContent: 'center', p: 1 }}>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', listStyle: 'none', p: 0, m: 0 }}>
        {step('first', 1, page <= 1)}
        {step('previous', page - 1, page <= 1)}
        {pageWindow(page, pages).map((n) => (
          <li key={n}>
            <PaginationItem type="page" page={pagingText.pageNumber(n)} selected={n === page} aria-current={n === page ? 'page' : undefined}
              aria-label={pagingItemLabel('page', n, n === page)} onClick={() => onChange(n)} />
          </li>
        ))}
        {step('next', page + 1, page >= pages)}
        {step('last', pages, page >= pages)}
      </Box>
    </Box>
  );
}

// The search box's state (issue 36 §1): results as the person types, after a pause of
// `searchDelayMs` (a search per letter would queue behind itself on a tablet), paged by 6; Enter
// searches at once, and nothing found then says «موردی یافت نشد» and clears the box (seed 000 §5).
import { useEffect, useState } from 'react';
import { messages } from '../../domain/messages';
import { termsOfQuery } from '../../domain/search-terms';
import { reportError, showToast } from '../toast-store';

export const searchDelayMs = 250;

export interface SearchPage<Row> {
  rows: Row[];
  total: number;
  /** The true total when it comes after the rows (the tablet counts its matches after showing
   *  the page): `total` until then counts only the pages up to this one. */
  totalLater?: Promise<number>;
}

/** `signal`: aborted when the words change before the answer came. */
export type TextSearch<Row> = (query: string, page: number, signal: AbortSignal) => Promise<SearchPage<Row>>;

const nothing: SearchPage<never> = { rows: [], total: 0 };

/** `refreshKey`: a change asks again with the same words (a row deleted from the results). */
export function useTextSearch<Row>(search: TextSearch<Row>, refreshKey?: unknown) {
  const [query, setQueryRaw] = useState('');
  const [page, setPage] = useState(1);
  const [found, setFound] = useState<SearchPage<Row> | null>(null);
  const [busy, setBusy] = useState(false);
  const asks = termsOfQuery(query).length > 0;

  useEffect(() => {
    if (!asks) {
      setFound(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      search(query, page, controller.signal)
        .then((answer) => {
          if (controller.signal.aborted) return;
          setFound(answer);
          return answer.totalLater?.then((total) => { if (!controller.signal.aborted) setFound({ ...answer, total }); });
        })
        .catch((error: unknown) => { if (!controller.signal.aborted) reportError(error); });
    }, searchDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `search` is a new function each render of the list: the words, the page and a refresh ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, page, asks, refreshKey]);

  async function submit() {
    setBusy(true);
    try {
      const answer = asks ? await search(query, 1, new AbortController().signal) : nothing;
      if (answer.rows.length === 0) {
        showToast('info', messages.notFound);
        setQueryRaw('');
        setFound(null);
        return;
      }
      setPage(1);
      setFound(answer);
      if (answer.totalLater) setFound({ ...answer, total: await answer.totalLater });
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  }

  return {
    query,
    setQuery: (value: string) => {
      setQueryRaw(value);
      setPage(1);
    },
    page,
    setPage,
    found,
    busy,
    submit,
  };
}

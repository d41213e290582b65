// A history entry written the way TanStack Router's browser history writes its own (an index and
// a key in the state), so the router, once it takes over, goes back and forward through the
// entries the public app made as through its own.
interface EntryState {
  __TSR_index: number;
  __TSR_key: string;
  key: string;
}

const currentIndex = () => ((window.history.state as Partial<EntryState> | null)?.__TSR_index ?? 0);

export function writeHistoryEntry(href: string, replace: boolean): void {
  const key = Math.random().toString(36).slice(2, 10);
  const state: EntryState = { __TSR_index: replace ? currentIndex() : currentIndex() + 1, __TSR_key: key, key };
  if (replace) window.history.replaceState(state, '', href);
  else window.history.pushState(state, '', href);
}

// A follow-up marked or closed on this tablet: the banner's hook and the list read the server
// again (the server is told at once; nothing else would tell them).
import { create } from 'zustand';

const useChanges = create<{ round: number }>(() => ({ round: 0 }));

export function followUpsChanged(): void {
  useChanges.setState((state) => ({ round: state.round + 1 }));
}

/** Changes each time a follow-up is marked or closed here. */
export const useFollowUpRound = (): number => useChanges((state) => state.round);

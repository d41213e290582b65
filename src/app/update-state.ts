// A new service worker waiting to take over, as state the prompt renders.
import { create } from 'zustand';

interface UpdateState {
  /** Set when a new version waits; calling it activates that version. */
  activate: (() => void) | null;
  setActivate: (activate: (() => void) | null) => void;
}

export const useUpdateState = create<UpdateState>((set) => ({
  activate: null,
  setActivate: (activate) => set({ activate }),
}));

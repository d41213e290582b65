// Light or dark, kept in local storage under `theme` (000 §1, §9).
import { create } from 'zustand';
import { themeKey } from '../domain/theme-choice';

export type ThemeMode = 'light' | 'dark';

function readMode(): ThemeMode {
  try {
    return localStorage.getItem(themeKey) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

interface ThemeModeState {
  mode: ThemeMode;
  toggle: () => void;
}

export const useThemeMode = create<ThemeModeState>((set, get) => ({
  mode: readMode(),
  toggle: () => {
    const mode: ThemeMode = get().mode === 'dark' ? 'light' : 'dark';
    try {
      localStorage.setItem(themeKey, mode);
    } catch {
      // Storage off: the choice lasts for this visit only.
    }
    set({ mode });
  },
}));

/** Keeps `<html data-theme>` on the chosen mode: the plain pages' CSS (ui/plain) reads it. */
export function followThemeOnDocument(): () => void {
  const apply = (mode: ThemeMode) => {
    document.documentElement.dataset.theme = mode;
  };
  apply(useThemeMode.getState().mode);
  return useThemeMode.subscribe((state) => apply(state.mode));
}

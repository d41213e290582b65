// MUI's providers: the RTL emotion cache, the theme (light/dark), the CSS baseline. They load
// lazily (ui/mui-boundary.tsx) behind the signed-in layout and the intake's later steps: the
// public pages are plain markup and load no MUI. The Jalali LocalizationProvider is not here
// either: it loads only with a date field.
import { useMemo, type ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { prefixer } from 'stylis';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { createAppTheme } from './theme';
import { useThemeMode } from '../theme-mode';

const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });

export function AppProviders({ children }: { children: ReactNode }) {
  const mode = useThemeMode((state) => state.mode);
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}

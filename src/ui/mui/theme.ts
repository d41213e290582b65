// The MUI theme: right to left, Vazirmatn, the charity's pink, light or dark. ui/plain/theme.css
// draws the public pages with the colours MUI computes from it: change both together.
import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeMode } from '../theme-mode';
import { touchTargetComponents } from './touch-targets';

export function createAppTheme(mode: ThemeMode): Theme {
  return createTheme({
    direction: 'rtl',
    palette: {
      mode,
      primary: { main: mode === 'dark' ? '#f48fb1' : '#ad1457' },
      secondary: { main: mode === 'dark' ? '#80cbc4' : '#00796b' },
      background: mode === 'dark' ? { default: '#121212', paper: '#1e1e1e' } : { default: '#f7f4f6', paper: '#ffffff' },
    },
    typography: { fontFamily: 'Vazirmatn, Tahoma, sans-serif', button: { fontWeight: 500 } },
    shape: { borderRadius: 10 },
    components: {
      ...touchTargetComponents,
      // Patient fields stay out of the browser's autofill database and its saved form state:
      // every MUI input says autocomplete="off" itself, as Chrome ignores the attribute on a
      // <form> for some fields. A field that passes its own value (a password's
      // current-password/new-password) keeps it.
      MuiInputBase: { defaultProps: { autoComplete: 'off' } },
      MuiCheckbox: { ...touchTargetComponents.MuiCheckbox, defaultProps: { slotProps: { input: { autoComplete: 'off' } } } },
      MuiRadio: { ...touchTargetComponents.MuiRadio, defaultProps: { slotProps: { input: { autoComplete: 'off' } } } },
      MuiSwitch: { ...touchTargetComponents.MuiSwitch, defaultProps: { slotProps: { input: { autoComplete: 'off' } } } },
      // A form's question (a radio group's label) reads before its answers: text colour, not
      // MUI's grey. Text-field labels (MuiInputLabel) keep theirs.
      MuiFormLabel: {
        styleOverrides: {
          root: ({ theme }) => ({
            '&:not(.MuiInputLabel-root)': { color: theme.palette.text.primary, fontWeight: 500 },
            '&:not(.MuiInputLabel-root).Mui-error': { color: theme.palette.error.main },
          }),
        },
      },
    },
  });
}

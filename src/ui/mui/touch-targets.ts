// Every control a person taps is at least 44×44 CSS px (WCAG 2.5.5) on a tablet and a phone:
// set here once, at the MUI components' defaults, so every screen follows. The box grows by
// padding and min sizes, never by bigger glyphs, so dense tables keep their type.
import type { Components, Theme } from '@mui/material/styles';
// Types only: lets the theme name the date pickers' parts (the calendar itself loads lazily).
import type {} from '@mui/x-date-pickers/themeAugmentation';

export const touchTarget = 44;

const minBox = { minWidth: touchTarget, minHeight: touchTarget } as const;

export const touchTargetComponents: Components<Theme> = {
  MuiButton: { styleOverrides: { root: { minHeight: touchTarget } } },
  MuiIconButton: { styleOverrides: { root: minBox } },
  MuiToggleButton: { styleOverrides: { root: minBox } },
  MuiPaginationItem: { styleOverrides: { root: { minWidth: touchTarget, height: touchTarget, borderRadius: touchTarget / 2 } } },
  MuiCheckbox: { styleOverrides: { root: minBox } },
  MuiRadio: { styleOverrides: { root: minBox } },
  // The thumb's button is the target: 20 px thumb + 12 px each side; the track keeps MUI's 14 px.
  MuiSwitch: {
    styleOverrides: {
      root: { width: 64, height: touchTarget, padding: 15 },
      switchBase: { padding: 12 },
    },
  },
  MuiTab: { styleOverrides: { root: { minHeight: touchTarget } } },
  MuiChip: {
    styleOverrides: {
      root: { '&.MuiChip-clickable, &.MuiChip-deletable, &[href]': { height: touchTarget, borderRadius: touchTarget / 2 } },
    },
  },
  // MUI drops a menu item to its text's height from the `sm` breakpoint (a mouse is assumed there).
  MuiMenuItem: {
    styleOverrides: {
      root: ({ theme }) => ({ minHeight: touchTarget, [theme.breakpoints.up('sm')]: { minHeight: touchTarget } }),
    },
  },
  MuiListItemButton: { styleOverrides: { root: { minHeight: touchTarget } } },
  // A small outlined field (search, list adders) is 40 px: 2 px more padding each side makes 44.
  MuiOutlinedInput: { styleOverrides: { root: { '&.MuiInputBase-sizeSmall > .MuiOutlinedInput-input': { paddingTop: 10.5, paddingBottom: 10.5 } } } },
  // The Jalali calendar: days of 44 without the 2 px margins (7 × 44 fits its 320 px width), six
  // weeks of them, so the calendar grows to its content instead of MUI's fixed 336 px.
  MuiDateCalendar: { styleOverrides: { root: { height: 'auto', minHeight: 336 } } },
  MuiDayCalendar: {
    styleOverrides: {
      weekDayLabel: { width: touchTarget, margin: 0 },
      weekContainer: { margin: 0 },
      slideTransition: { minHeight: 6 * touchTarget },
      loadingContainer: { minHeight: 6 * touchTarget },
    },
  },
  MuiPickerDay: { styleOverrides: { root: { '--PickerDay-size': `${touchTarget}px`, '--PickerDay-horizontalMargin': '0px' } } },
  MuiYearCalendar: { styleOverrides: { button: { height: touchTarget } } },
  MuiMonthCalendar: { styleOverrides: { button: { height: touchTarget } } },
};

// @vitest-environment jsdom
// A form's question reads first: its label has the text colour, not MUI's grey, while a
// text field's label keeps its own.
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { expect, test } from 'vitest';
import { createAppTheme } from '../../src/ui/mui/theme';
import { YesNoField } from '../../src/ui/clinic/yes-no-field';

test.each(['light', 'dark'] as const)('%s: the question is in the text colour', (mode) => {
  const theme = createAppTheme(mode);
  render(
    <ThemeProvider theme={theme}>
      <YesNoField label="آیا سابقه خانوادگی دارید؟" value={null} onChange={() => {}} />
      <TextField label="نام" />
    </ThemeProvider>,
  );
  const question = screen.getByText('آیا سابقه خانوادگی دارید؟');
  const toRgb = (colour: string) => { const probe = document.createElement('span'); probe.style.color = colour; return probe.style.color; };
  expect(getComputedStyle(question).color).toBe(toRgb(theme.palette.text.primary));
  expect(getComputedStyle(screen.getByText('نام', { selector: 'label' })).color).toBe(toRgb(theme.palette.text.secondary));
});

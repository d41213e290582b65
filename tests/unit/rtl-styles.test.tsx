// @vitest-environment jsdom
// MUI's styles are written right to left by the emotion cache's stylis plugins (app-providers):
// a start-side padding lands on the right, as a Persian screen reads. One stylis for emotion and
// its plugins (package.json): with two copies the app carried both.
import { render } from '@testing-library/react';
import Box from '@mui/material/Box';
import { expect, test } from 'vitest';
import { AppProviders } from '../../src/ui/mui/app-providers';

test('a left padding in a component\'s style is written as a right padding', () => {
  render(<AppProviders><Box data-testid="box" sx={{ paddingLeft: '13px', textAlign: 'left' }}>متن</Box></AppProviders>);
  const css = [...document.querySelectorAll('style[data-emotion^="muirtl"]')].map((style) => style.textContent).join('\n');
  expect(css).toMatch(/padding-right:\s*13px/);
  expect(css).not.toMatch(/padding-left:\s*13px/);
  expect(css).toMatch(/text-align:\s*right/);
});

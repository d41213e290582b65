// @vitest-environment jsdom
// Handing over to the router when its chunk cannot load (offline and not cached, or an old
// version's chunk gone after an update): the person reads the router's error page in Persian,
// with its reload button, instead of a page that stays as it was or reloads without end.
import { act, screen } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { expect, test, vi } from 'vitest';
import { startRouterApp } from '../../src/app/start-router-app';
import { messages } from '../../src/domain/messages';
import { appText } from '../../src/domain/stations';

vi.mock('../../src/app/router-app', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

test("the router's chunk does not load: the error page, with a reload button and the way home", async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(() => startRouterApp(root));
  expect(screen.getByRole('heading', { name: messages.routerError })).toBeTruthy();
  expect(screen.getByRole('button', { name: appText.reloadPage })).toBeTruthy();
  expect(screen.getByRole('link', { name: appText.backHome }).getAttribute('href')).toBe('/');
  act(() => root.unmount());
});

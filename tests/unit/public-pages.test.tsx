// @vitest-environment jsdom
// The landing, the station chooser and the sign-in pages are plain markup — real links
// a person can open in a new tab, which move inside the app when clicked — and their first render
// is their static shell (app/public-shell.ts; a sign-in page's shell keeps the form's room), so
// replacing the shell changes nothing on screen.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRouter } from '@tanstack/react-router';
import { beforeEach, describe, expect, test } from 'vitest';
import { landingShell, otherShells } from '../../src/app/public-shell';
import { appText, chooserLinks, chooserTiles, landingIntakePath, loginPathOfArea, stationTitles } from '../../src/domain/stations';
import { clearSession } from '../../src/features/auth/session-store';
import { lockText } from '../../src/domain/lock-text';
import { routeTree } from '../../src/routeTree.gen';

async function open(path: string) {
  const router = createRouter({ routeTree, caseSensitive: false, history: createMemoryHistory({ initialEntries: [path] }) });
  await act(async () => {
    render(<RouterProvider router={router} />);
    await router.load();
  });
  await screen.findByRole('heading', { level: 1 });
  return router;
}

const shellOf = (path: string) => otherShells().find((shell) => shell.path === path)!.markup;

beforeEach(() => clearSession());

describe('the landing', () => {
  test('its markup is its static shell', async () => {
    await open('/');
    expect(document.querySelector('main')!.outerHTML).toBe(landingShell());
  });

  test('the intake and staff entry are links; a plain click moves inside the app', async () => {
    const router = await open('/');
    const intake = screen.getByRole('link', { name: appText.landingEnterData });
    expect(intake.getAttribute('href')).toBe(landingIntakePath);
    const staff = screen.getByRole('link', { name: appText.landingAdmin });
    expect(staff.getAttribute('href')).toBe('/adminlanding');
    await act(async () => void fireEvent.click(staff));
    await waitFor(() => expect(router.state.location.pathname).toBe('/adminlanding'));
    expect(await screen.findByRole('heading', { name: appText.chooserTitle })).toBeTruthy();
  });
});

describe('the station chooser', () => {
  test('its markup is its static shell', async () => {
    await open('/adminlanding');
    expect(document.querySelector('main')!.outerHTML).toBe(shellOf('/adminlanding'));
  });

  test("every station is a link to its login page", async () => {
    const router = await open('/adminlanding');
    for (const area of [...chooserTiles, ...chooserLinks]) {
      expect(screen.getByRole('link', { name: stationTitles[area] }).getAttribute('href')).toBe(loginPathOfArea[area]);
    }
    // A click with a modifier is the browser's (a new tab), not the app's.
    const research = screen.getByRole('link', { name: stationTitles.research });
    fireEvent.click(research, { ctrlKey: true });
    expect(router.state.location.pathname).toBe('/adminlanding');
    await act(async () => void fireEvent.click(research));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/Research'));
  });
});

describe('the sign-in pages', () => {
  test.each(Object.entries(loginPathOfArea))('%s: its markup is its static shell, the sign-in form included', async (_area, path) => {
    await open(path);
    // The shell ends with the script that keeps a press of «ورود» made before the app's.
    expect(`${document.querySelector('main')!.outerHTML}<script async src="/shell-sign-in.js"></script>`).toBe(shellOf(path));
  });

  test('each says in Persian that patient data is encrypted and who may sign in without a network', async () => {
    await open(loginPathOfArea.reception);
    expect(screen.getByText(lockText.signInNote)).toBeTruthy();
  });
});

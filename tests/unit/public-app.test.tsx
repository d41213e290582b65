// @vitest-environment jsdom
// The app starts on a public page without the router. The public app draws the
// landing, the chooser and the sign-in pages, moves between them by their real links (keeping the
// history the router will read), and hands over to the router for anything else: a signed-in
// person, a kiosk, the intake, a signed-in home.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { PublicApp, startsOnPublicPage } from '../../src/app/public-app';
import { publicPageOf } from '../../src/app/public-pages';
import { appText, landingIntakePath, stationTitles } from '../../src/domain/stations';
import { clearSession, storeSession } from '../../src/features/auth/session-store';
import { useKioskStore } from '../../src/state/kiosk-mode';
import { showToast, useToastStore } from '../../src/ui/toast-store';

const at = (path: string) => window.history.replaceState(null, '', path);
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

beforeEach(() => {
  clearSession();
  useToastStore.setState({ toasts: [] });
  at('/');
});
afterEach(() => useKioskStore.setState({ device: null }));

describe('which start is public', () => {
  test('the landing, the chooser and the six sign-in pages, matched as the routes are', () => {
    expect(publicPageOf('/')).toEqual({ kind: 'landing' });
    expect(publicPageOf('/adminlanding/')).toEqual({ kind: 'chooser' });
    expect(publicPageOf('/login/research')).toEqual({ kind: 'login', area: 'research' });
    expect(publicPageOf('/LOGIN/Admin')).toEqual({ kind: 'login', area: 'superAdmin' });
    expect(publicPageOf('/login/nobody')).toBeUndefined();
    expect(publicPageOf(landingIntakePath)).toBeUndefined();
    expect(publicPageOf('/v2/reception/clientManagment')).toBeUndefined();
  });

  test('not for a signed-in person (sent home by the router) nor a kiosk (kept in the intake)', () => {
    expect(startsOnPublicPage('/login/reception')).toBe(true);
    storeSession({ hasAuth: true, fullName: '', userId: 1, expiresIn: 3600, role: 'Reception' }, 'token-1');
    expect(startsOnPublicPage('/login/reception')).toBe(false);
    clearSession();
    useKioskStore.setState({ device: { deviceName: 'ورودی', expiresAt: Date.now() + 60_000 }, token: 'k' });
    expect(startsOnPublicPage('/')).toBe(false);
  });
});

describe('the public app', () => {
  test('landing → chooser → a sign-in page by plain clicks, each a history entry the router can read', async () => {
    const leave = vi.fn();
    render(<PublicApp leave={leave} />);
    expect(heading()).toBe(appText.landingGreeting);
    fireEvent.click(screen.getByRole('link', { name: appText.landingAdmin }));
    expect(window.location.pathname).toBe('/adminlanding');
    expect(heading()).toBe(appText.chooserTitle);
    const state = window.history.state as { __TSR_index: number; __TSR_key: string };
    expect(state.__TSR_key).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: stationTitles.research }));
    expect(window.location.pathname).toBe('/login/Research');
    expect(heading()).toBe(`${appText.loginTo} ${stationTitles.research}`);
    expect((window.history.state as { __TSR_index: number }).__TSR_index).toBe(state.__TSR_index + 1);
    // Back: the chooser again.
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(heading()).toBe(appText.chooserTitle);
    expect(leave).not.toHaveBeenCalled();
  });

  test('a click with a modifier is left to the browser (a new tab)', () => {
    render(<PublicApp leave={() => {}} />);
    const link = screen.getByRole('link', { name: appText.landingAdmin });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true); // not prevented
    expect(window.location.pathname).toBe('/');
  });

  test('the intake is the router\'s: the location moves, then the router takes over', () => {
    const leave = vi.fn();
    render(<PublicApp leave={leave} />);
    fireEvent.click(screen.getByRole('link', { name: appText.landingEnterData }));
    expect(window.location.pathname).toBe(landingIntakePath);
    expect(leave).toHaveBeenCalledTimes(1);
  });

  test('a toast shows on the public pages, and leaving the page drops it', () => {
    render(<PublicApp leave={() => {}} />);
    act(() => void showToast('error', 'پیام'));
    expect(screen.getByRole('alert').textContent).toContain('پیام');
    expect(document.querySelector('[data-toast-layer="first"]')).toBeTruthy();
    act(() => useToastStore.setState({ toasts: useToastStore.getState().toasts.map((t) => ({ ...t, shownAt: performance.now() - 5000 })) }));
    fireEvent.click(screen.getByRole('link', { name: appText.landingAdmin }));
    expect(screen.queryByText('پیام')).toBeNull();
  });
});

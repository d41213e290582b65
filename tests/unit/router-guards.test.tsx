// @vitest-environment jsdom
// The real route tree in a memory router: every screen of the permission table has its route,
// the legacy paths match case-insensitively, and the guards redirect as 000 §2.3/§6 say.
import { render, screen } from '@testing-library/react';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { beforeEach, describe, expect, test } from 'vitest';
import { messages } from '../../src/domain/messages';
import { areaMayOpenScreen, screens, type Screen } from '../../src/domain/permissions';
import { screenPath } from '../../src/routes/-nav/screen-routes';
import { areas, roleOfArea, type StaffRole } from '../../src/domain/roles';
import { clearSession, getSession, storeSession } from '../../src/features/auth/session-store';
import { routeTree } from '../../src/routeTree.gen';
import { RouterErrorPage } from '../../src/routes/-components/error-pages';
import { useToastStore } from '../../src/ui/toast-store';

async function open(path: string) {
  const router = createRouter({ routeTree, caseSensitive: false, history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  return router;
}

function signInAs(role: StaffRole) {
  storeSession({ hasAuth: true, fullName: '', userId: 1, expiresIn: 3600, role }, 'token-1');
}

const lastToast = () => useToastStore.getState().toasts.at(-1)?.message;

beforeEach(() => {
  clearSession();
  useToastStore.setState({ toasts: [] });
});

describe('the route table', () => {
  const cases = (Object.keys(screens) as Screen[]).flatMap((screen) =>
    areas.filter((area) => areaMayOpenScreen(area, screen)).map((area) => [screen, area] as const),
  );
  test.each(cases)('%s opens in %s', async (screen, area) => {
    signInAs(roleOfArea[area]);
    const path = screenPath(area, screen, '0190e7a1-0000-7000-8000-000000000001');
    const router = await open(path);
    expect(router.state.location.pathname).toBe(path);
    expect(router.state.matches.at(-1)?.staticData.screen).toBe(screen);
  });

  test('the legacy intake paths match whatever their case', async () => {
    for (const step of ['nationalCode', 'personalData', 'documents', 'personalDoc']) {
      const router = await open(`/reception/landing/addnewclient/${step}`);
      expect(router.state.matches.at(-1)?.routeId).toBe(`/reception/landing/AddnewClient/${step}`);
    }
  });

  test('the client detail and step-four screens use the second toast layer', async () => {
    signInAs('Reception');
    expect((await open('/v2/reception/clientManagment/detail/x')).state.matches.at(-1)?.staticData.toastLayer).toBe('second');
    expect((await open('/reception/landing/AddnewClient/personalDoc')).state.matches.at(-1)?.staticData.toastLayer).toBe('second');
    expect((await open('/v2/reception/clientManagment')).state.matches.at(-1)?.staticData.toastLayer).toBeUndefined();
  });

  test('/v2/{area} goes to the area home; consultation to its list', async () => {
    signInAs('helper');
    expect((await open('/v2/helper')).state.location.pathname).toBe('/v2/helper/clientManagment');
    signInAs('Consultation');
    expect((await open('/v2/consultation')).state.location.pathname).toBe('/v2/consultation/consultationManagment');
  });
});

describe('the guards', () => {
  test('signed out: the toast and the login page of the URL’s area', async () => {
    const router = await open('/v2/screening/screeningManagment');
    expect(router.state.location.pathname).toBe('/login/screening');
    expect(lastToast()).toBe(messages.accessGuard);
  });

  test('another area: the toast, signed out, and that area’s login page', async () => {
    signInAs('Reception');
    const router = await open('/v2/Research/covered');
    expect(router.state.location.pathname).toBe('/login/Research');
    expect(lastToast()).toBe(messages.accessGuard);
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  test('the area is read case-insensitively', async () => {
    signInAs('Research');
    const router = await open('/v2/Research/clientManagment/addClient/step3');
    expect(router.state.matches.at(-1)?.staticData.screen).toBe('addClientStep3');
  });

  test('a screen the area lacks sends the person home', async () => {
    signInAs('screening');
    const router = await open('/v2/screening/adminManagment');
    expect(router.state.location.pathname).toBe('/v2/screening/clientManagment');
    expect(lastToast()).toBe(messages.forbidden);
  });

  test.each(['/', '/adminlanding', '/login/reception', '/login/admin'])('signed in, %s goes home', async (path) => {
    signInAs('SuperAdmin');
    expect((await open(path)).state.location.pathname).toBe('/v2/superAdmin/clientManagment');
  });

  test('signed out, the public pages open', async () => {
    for (const path of ['/', '/adminlanding', '/login/consultation']) {
      expect((await open(path)).state.location.pathname).toBe(path);
    }
  });
});

test('the router error page', () => {
  render(<RouterErrorPage error={new Error('boom')} />);
  expect(screen.getByText(messages.routerError)).toBeTruthy();
});

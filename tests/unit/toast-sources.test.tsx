// @vitest-environment jsdom
// Toasts keyed by the form that showed them, kept or dropped by what they speak about, in one
// corner, with a Persian close button: a form's old «fill in everything» goes when the same form
// saves, a sync outcome stays across a navigation (a screen's stays behind, whatever the tablet's
// clock does), and nothing jumps sides between a list and its detail.
import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { beforeEach, expect, test, vi } from 'vitest';
import { messages } from '../../src/domain/messages';
import { appText } from '../../src/domain/stations';
import { useLocalWrite, type LocalWrite } from '../../src/ui/local-write';
import { ToastHost } from '../../src/ui/toast-host';
import { toastFollowsNavigationMs } from '../../src/ui/toast-stack';
import { showToast, useToastStore } from '../../src/ui/toast-store';

beforeEach(() => useToastStore.setState({ toasts: [] }));

async function renderAt(path: string, page: () => ReactNode = () => null) {
  const root = createRootRoute({ component: () => (<><Outlet /><ToastHost /></>) });
  const list = createRoute({ getParentRoute: () => root, path: '/list', component: page });
  const detail = createRoute({ getParentRoute: () => root, path: '/detail', staticData: { toastLayer: 'second' }, component: page });
  const router = createRouter({ routeTree: root.addChildren([list, detail]), history: createMemoryHistory({ initialEntries: [path] }) });
  await act(async () => {
    render(<RouterProvider router={router} />);
    await router.load();
  });
  return router;
}

const shown = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

test("a form's error toast goes when the same form saves; another form's stays", async () => {
  const forms: LocalWrite[] = [];
  function TwoForms() {
    forms[0] = useLocalWrite();
    forms[1] = useLocalWrite();
    return null;
  }
  await renderAt('/detail', TwoForms);
  await act(() => forms[1]!.save(async () => ({ ok: false, message: messages.consultationIncomplete }), messages.infoSaved));
  await act(() => forms[0]!.save(async () => ({ ok: false, message: messages.examIncomplete }), messages.infoSaved, 'info'));
  expect(shown()).toEqual([messages.consultationIncomplete, messages.examIncomplete]);
  await act(() => forms[0]!.save(async () => ({ ok: true, localId: 'x' }), messages.infoSaved));
  expect(shown()).toEqual([messages.consultationIncomplete, messages.infoSaved]);
});

test("leaving a screen takes the screen's toasts, not the tablet's sync outcomes", async () => {
  const router = await renderAt('/list');
  const before = performance.now();
  act(() => {
    useToastStore.setState({ toasts: [
      { id: -1, kind: 'info', message: messages.notFound, shownAt: before - 2000, scope: 'screen' },
      { id: -2, kind: 'error', message: messages.smsFailed, shownAt: before - 2000, scope: 'app' },
    ] });
  });
  await act(() => router.navigate({ href: '/detail' }));
  expect(shown()).toEqual([messages.smsFailed]);
});

test("a screen's toast stays behind when it is left after the tablet's clock was set back", async () => {
  const router = await renderAt('/list');
  act(() => void showToast('info', messages.notFound));
  await new Promise((resolve) => setTimeout(resolve, toastFollowsNavigationMs + 100));
  // Timed on the wall clock, a clock set back made every toast shown before it «just shown»: it
  // followed the person onto the next screen, beside buttons it did not speak about.
  vi.setSystemTime(Date.now() - 3 * 3_600_000);
  try {
    await act(() => router.navigate({ href: '/detail' }));
    expect(shown()).toEqual([]);
  } finally {
    vi.useRealTimers();
  }
});

test('one corner on every screen, and the close button is named in Persian', async () => {
  const router = await renderAt('/list');
  act(() => void showToast('info', messages.notFound));
  const corner = (host: HTMLElement) => ({ bottom: host.style.bottom, start: host.style.insetInlineStart, end: host.style.insetInlineEnd });
  const onList = corner(document.querySelector('[data-toast-layer="first"]') as HTMLElement);
  await act(() => router.navigate({ href: '/detail' }));
  act(() => void showToast('info', messages.notFound));
  const onDetail = corner(document.querySelector('[data-toast-layer="second"]') as HTMLElement);
  expect(onDetail).toEqual(onList);
  expect(screen.getAllByRole('button', { name: appText.close })).toHaveLength(2);
  expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
});

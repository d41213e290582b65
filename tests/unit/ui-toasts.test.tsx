// @vitest-environment jsdom
// A toast speaks about one screen. The list's 'موردی یافت نشد' must not follow the person
// into the detail page; the toast that announces a move ('ادمین جدید با موفقیت ثبت شد', the guard's
// message) does follow it.
import { act, render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ToastHost } from '../../src/ui/toast-host';
import { messages } from '../../src/domain/messages';
import { showToast, useToastStore } from '../../src/ui/toast-store';

beforeEach(() => useToastStore.setState({ toasts: [] }));
afterEach(() => vi.useRealTimers());

async function renderAt(path: string) {
  const root = createRootRoute({ component: () => (<><Outlet /><ToastHost /></>) });
  const list = createRoute({ getParentRoute: () => root, path: '/list', component: () => null });
  const detail = createRoute({ getParentRoute: () => root, path: '/detail', staticData: { toastLayer: 'second' }, component: () => null });
  const router = createRouter({ routeTree: root.addChildren([list, detail]), history: createMemoryHistory({ initialEntries: [path] }) });
  await act(async () => {
    render(<RouterProvider router={router} />);
    await router.load();
  });
  return router;
}

test("the list's 'not found' toast stays behind when the person opens a detail page", async () => {
  const router = await renderAt('/list');
  act(() => void showToast('info', messages.notFound));
  expect(screen.getByRole('alert').textContent).toContain(messages.notFound);
  await act(() => new Promise((resolve) => setTimeout(resolve, 1200))); // the person reads, then clicks a row
  await act(() => router.navigate({ href: '/detail' }));
  expect(screen.queryByText(messages.notFound)).toBeNull();
});

test('the toast shown as the person is moved follows to the next screen', async () => {
  const router = await renderAt('/detail');
  await act(async () => {
    showToast('success', messages.adminCreated);
    await router.navigate({ href: '/list' });
  });
  expect(screen.getByRole('alert').textContent).toContain(messages.adminCreated);
});

test('a toast is drawn at the bottom, on the seeds\' side of each layer', async () => {
  await renderAt('/list');
  act(() => void showToast('info', messages.notFound));
  const host = document.querySelector('[data-toast-layer="first"]') as HTMLElement;
  const style = getComputedStyle(host);
  expect(style.position).toBe('fixed');
  expect(style.bottom).toBe('16px');
  expect(style.top).toBe('');
});

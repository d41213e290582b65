// @vitest-environment jsdom
// The update prompt never reloads over unsaved input; toasts close after 5 s on first-layer
// screens and 4 s on second-layer ones (000 §1, §9), and sit in the corner the seeds name.
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { shouldReloadOnControl } from '../../src/app/register-sw';
import { ToastHost } from '../../src/ui/toast-host';
import { UpdatePrompt } from '../../src/app/update-prompt';
import { useUpdateState } from '../../src/app/update-state';
import { appText } from '../../src/domain/stations';
import { hasDirtyForms, useDirtyForm } from '../../src/ui/dirty-forms';
import { showToast, useToastStore } from '../../src/ui/toast-store';

describe('updates and unsaved forms', () => {
  test('a form registers its unsaved input and clears it on unmount', () => {
    const { rerender, unmount } = renderHook(({ dirty }) => useDirtyForm(dirty), { initialProps: { dirty: false } });
    expect(hasDirtyForms()).toBe(false);
    rerender({ dirty: true });
    expect(hasDirtyForms()).toBe(true);
    unmount();
    expect(hasDirtyForms()).toBe(false);
  });

  test('the page reloads only for an update the person asked for, with no unsaved form', () => {
    expect(shouldReloadOnControl(true, true, false)).toBe(true);
    expect(shouldReloadOnControl(true, true, true)).toBe(false);
    expect(shouldReloadOnControl(true, false, false)).toBe(false);
    expect(shouldReloadOnControl(false, true, false)).toBe(false);
  });

  test('"reload" over a half-filled form warns and waits; over none it activates', async () => {
    const activate = vi.fn();
    useUpdateState.setState({ activate });
    const form = renderHook(() => useDirtyForm(true));
    render(<UpdatePrompt />);
    expect(screen.getByText(appText.updateReady)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: appText.updateReload }));
    expect(activate).not.toHaveBeenCalled();
    expect(useToastStore.getState().toasts.at(-1)).toMatchObject({ kind: 'warning', message: appText.updateWaitsForForm });
    form.unmount();
    await userEvent.click(screen.getByRole('button', { name: appText.updateReload }));
    expect(activate).toHaveBeenCalledTimes(1);
  });
});

describe('toast timing and corner', () => {
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
  }

  test.each([
    ['/list', 'first', 5000],
    ['/detail', 'second', 4000],
  ] as const)('%s: the %s layer closes after %i ms', async (path, layer, ms) => {
    await renderAt(path);
    vi.useFakeTimers();
    act(() => void showToast('success', 'اطلاعات با موفقیت ثبت شد.'));
    const host = document.querySelector(`[data-toast-layer="${layer}"]`) as HTMLElement;
    expect(host).toBeTruthy();
    expect(screen.getByText('اطلاعات با موفقیت ثبت شد.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(ms - 100));
    expect(screen.queryByText('اطلاعات با موفقیت ثبت شد.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('اطلاعات با موفقیت ثبت شد.')).toBeNull();
  });
});

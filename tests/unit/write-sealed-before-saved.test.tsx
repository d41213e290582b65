// @vitest-environment jsdom
// A form says saved only once the write's copy for the server is sealed too (app/setup-sync.ts
// registers the sealing): a lock or a sign-out right after the toast (a hand-over) then leaves the
// write deliverable by whoever is at the tablet. A sealing that never ends holds the form no longer
// than its bound: the write is kept on the tablet either way.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { messages } from '../../src/domain/messages';
import { afterEachWrite, useLocalWrite } from '../../src/ui/local-write';
import { useToastStore } from '../../src/ui/toast-store';

const toasts = () => useToastStore.getState().toasts.map((toast) => toast.message);

beforeEach(() => useToastStore.setState({ toasts: [] }));
afterEach(() => {
  afterEachWrite(() => Promise.resolve());
  vi.useRealTimers();
});

test('the success toast waits for the sealing of what the write queued', async () => {
  let sealed!: () => void;
  const sealing = new Promise<void>((resolve) => { sealed = resolve; });
  afterEachWrite(() => sealing);
  const { result } = renderHook(() => useLocalWrite());
  let saving!: Promise<boolean>;
  act(() => { saving = result.current.write(async () => 'written', { success: messages.changesSaved }); });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(toasts()).toEqual([]);
  expect(result.current.saving).toBe(true);
  await act(async () => {
    sealed();
    expect(await saving).toBe(true);
  });
  expect(toasts()).toEqual([messages.changesSaved]);
});

test('a sealing that never ends holds the form three seconds at most', async () => {
  vi.useFakeTimers();
  afterEachWrite(() => new Promise(() => {}));
  const { result } = renderHook(() => useLocalWrite());
  let saving!: Promise<boolean>;
  act(() => { saving = result.current.write(async () => 'written', { success: messages.changesSaved }); });
  await act(() => vi.advanceTimersByTimeAsync(2_900));
  expect(toasts()).toEqual([]);
  await act(() => vi.advanceTimersByTimeAsync(200));
  expect(await saving).toBe(true);
  expect(toasts()).toEqual([messages.changesSaved]);
});

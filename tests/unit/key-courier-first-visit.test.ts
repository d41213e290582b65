// @vitest-environment node
// The first sign-in on a new tablet: the service worker is still installing (fetching the whole
// app to keep offline). The person goes on at once; the key reaches the worker when it is active.
// A browser's worker cannot be held half-installed on cue, so the container here is a stand-in
// with the parts of ServiceWorkerContainer the courier uses; e2e runs the real one.
import { afterEach, expect, test, vi } from 'vitest';
import { giveKeyToWorker } from '../../src/db/crypto/key-courier';
import { keyMessage } from '../../src/db/crypto/worker-key';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function installingWorker() {
  const posted: Array<{ type: string; key?: unknown }> = [];
  const registration: { active: { postMessage(message: { type: string }): void } | null } = { active: null };
  let activate!: () => void;
  const ready = new Promise((resolve) => {
    activate = () => {
      registration.active = { postMessage: (message) => posted.push(message) };
      resolve(registration);
    };
  });
  const container = { controller: null, ready, getRegistration: () => Promise.resolve(registration), addEventListener() {} };
  vi.stubGlobal('navigator', { serviceWorker: container });
  return { posted, activate };
}

test('returns before the worker is active, and gives it the key once it is', async () => {
  vi.useFakeTimers();
  const worker = installingWorker();
  let returned = false;
  void giveKeyToWorker().then(() => {
    returned = true;
  });
  // A tenth of a second on the tablet's clock: the download is not over, the person is not held.
  await vi.advanceTimersByTimeAsync(100);
  expect(returned).toBe(true);
  expect(worker.posted).toEqual([]);

  worker.activate();
  await vi.advanceTimersByTimeAsync(0);
  expect(worker.posted.map((message) => message.type)).toEqual([keyMessage.give]);
  expect(worker.posted[0]!.key).toBeInstanceOf(Uint8Array);
});

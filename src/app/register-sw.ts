// Registers the service worker with workbox-window. A new version that waits is offered to the
// person (update-prompt.tsx); the page reloads only when the new worker takes control AND no form
// holds unsaved input — otherwise the reload waits until the person asks for it.
import type { Workbox } from 'workbox-window';
import { takePagesMessage } from '../domain/worker-messages';
import { hasDirtyForms } from '../ui/dirty-forms';
import { useUpdateState } from './update-state';

export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  // After the page has loaded, and loaded apart, so workbox-window stays out of the first route.
  const start = () => void import('workbox-window').then(({ Workbox }) => register(new Workbox('/sw.js', { scope: '/' })));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

function register(workbox: Workbox): void {
  let reloadWhenControlling = false;

  workbox.addEventListener('waiting', () => {
    useUpdateState.getState().setActivate(() => {
      reloadWhenControlling = true;
      workbox.messageSkipWaiting();
    });
  });
  workbox.addEventListener('controlling', (event) => {
    // Only an update the person asked for, never over a half-filled form.
    if (shouldReloadOnControl(event.isUpdate === true, reloadWhenControlling, hasDirtyForms())) window.location.reload();
  });
  // The sync teammate listens for this message to start a replay pass.
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === 'sync-now') window.dispatchEvent(new Event('app:sync-now'));
  });
  void workbox.register().then(() => navigator.serviceWorker.ready).then(askToBeTaken);
}

/** The first worker's activation takes only the pages already running (the spec skips one still
 *  loading): a page whose navigation was under way then would go to the network, offline too,
 *  until its next navigation. Such a page asks the worker to take it (an extra ask is harmless). */
function askToBeTaken(registration: ServiceWorkerRegistration): void {
  if (!navigator.serviceWorker.controller) registration.active?.postMessage({ type: takePagesMessage });
}

/** A new worker took control: reload only for an update the person asked for, with no unsaved form. */
export function shouldReloadOnControl(isUpdate: boolean, personAsked: boolean, formsDirty: boolean): boolean {
  return isUpdate && personAsked && !formsDirty;
}

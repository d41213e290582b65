// The idle lock: 10 minutes with no touch, key or click in any tab of the app
// locks the tablet (the key leaves memory; lock-gate.tsx covers the screen and keeps the form
// under it). The last input time is shared through local storage, so a person working in one tab
// does not get locked by another they left open. The limit is configurable per tablet
// (local storage `lockAfterMinutes`). The lock is held (held-lock.ts): a reload does not lift it.
import { lock } from '../../db/index';
import { holdLock } from './held-lock';

const defaultMinutes = 10;
const lastInputKey = 'lastInputAt';
const limitKey = 'lockAfterMinutes';
const inputs = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

function limitMs(): number {
  const minutes = Number(localStorage.getItem(limitKey));
  return (Number.isFinite(minutes) && minutes > 0 ? minutes : defaultMinutes) * 60_000;
}

const lastInput = () => Number(localStorage.getItem(lastInputKey)) || 0;

/** No input for the tablet's limit (or none on record, or one the clock has since gone back
 *  before, so how long ago is unknown): a page opening now must not unlock by itself, whatever the
 *  lock's flag says (the lock may have come due while no page was open). */
export function idleTooLong(now = Date.now()): boolean {
  return now < lastInput() || now - lastInput() >= limitMs();
}

/** Starts watching; returns the stop. */
export function watchIdle(now: () => number = Date.now): () => void {
  const limit = limitMs();
  // Throttled: a storage write per second at most, however fast the person types.
  const writeEveryMs = Math.min(1_000, limit / 4);
  let written = 0;
  // A tablet's clock can go back (set by hand, or corrected once it reaches a time server): a last
  // input left in what is now the future would hold the lock off for as long as the clock went
  // back, and the throttle would keep every later input from moving it. Both look for that.
  const noteInput = () => {
    const at = now();
    if (at - written < writeEveryMs && at >= written) return;
    written = at;
    localStorage.setItem(lastInputKey, String(at));
  };
  noteInput();
  const checkNow = () => {
    const at = now();
    if (at < lastInput()) {
      written = at;
      localStorage.setItem(lastInputKey, String(at));
    } else if (at - lastInput() >= limit) {
      holdLock();
      lock();
    }
  };
  const check = setInterval(checkNow, Math.min(limit / 4, 15_000));
  // A screen turned back on, or a tab brought to the front, is looked at before anything else:
  // the browser slows a hidden page's timers, so the next tick can come long after the person
  // picking the tablet up has seen the page under it.
  const onShown = () => {
    if (document.visibilityState === 'visible') checkNow();
  };
  for (const type of inputs) window.addEventListener(type, noteInput, { capture: true, passive: true });
  document.addEventListener('visibilitychange', onShown);
  window.addEventListener('pageshow', onShown);
  return () => {
    clearInterval(check);
    for (const type of inputs) window.removeEventListener(type, noteInput, { capture: true });
    document.removeEventListener('visibilitychange', onShown);
    window.removeEventListener('pageshow', onShown);
  };
}

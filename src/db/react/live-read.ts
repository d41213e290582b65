// useLiveQuery for screens that read sealed rows. The lock (the idle timer, a sign-out) takes the
// key while the pages stay mounted under the lock screen (features/auth/lock-gate.tsx); a live
// query that runs again then (another tab, the service worker or the engine wrote) meets
// LockedError, which useLiveQuery throws in render, up to the router's error page in place of the
// lock screen. Here a locked read keeps the last answer (hidden under the lock screen, and a form
// built on it stays as it was), and every read runs again at the unlock.
import { useRef, useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { isUnlocked, LockedError, onLockChange } from '../index';

const locked = Symbol('locked');
const subscribe = (onChange: () => void) => onLockChange(onChange);

/** As useLiveQuery: `undefined` while the first read runs. */
export function useLiveRead<T>(query: () => Promise<T> | T, deps: readonly unknown[]): T | undefined {
  const unlocked = useSyncExternalStore(subscribe, isUnlocked, isUnlocked);
  const last = useRef<T | undefined>(undefined);
  const answer = useLiveQuery(async (): Promise<T | typeof locked> => {
    try {
      return await query();
    } catch (error) {
      if (error instanceof LockedError) return locked;
      throw error;
    }
  // The lock's state among the deps: the unlock runs every read again (useLiveQuery keeps the
  // answer shown until the new one comes, so nothing under the lock screen empties).
  }, [...deps, unlocked]);
  if (answer === locked) return last.current;
  last.current = answer;
  return answer;
}

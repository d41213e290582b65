// A lock the person's absence put on the tablet (the idle lock, in any tab) outlives the page: a
// page opened while it holds asks for the password, even online with a live session. Only the
// person lifts it: the lock screen's password or a new sign-in.
const heldKey = 'tabletLockHeld';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // a browser with storage switched off
  }
}

export function holdLock(): void {
  storage()?.setItem(heldKey, '1');
}

export function releaseLock(): void {
  storage()?.removeItem(heldKey);
}

/** True when no store can say (storage switched off): the password is the safe answer. */
export function lockHeld(): boolean {
  const store = storage();
  return !store || store.getItem(heldKey) !== null;
}

// On a kiosk the sync engine runs with the device's Kiosk token and in kiosk mode: it uploads
// each visitor's intake and then forgets it, and pulls nobody's data (design.md). At start, the
// token is opened from its sealed copy (db/kiosk/token-at-rest.ts; a token an older version kept
// plain in local storage is sealed there and leaves local storage), an intake a closed tab left
// open is closed (all but the one this tab still holds). First of all the kiosk unlocks with its
// own key (kiosk-unlock.ts); until it can, it says why (no network, or a key that opens nothing
// here), and tries again when the network is back. Until it is unlocked no step is shown: a
// visitor typing into a kiosk still starting (under load, its key still on the way) would be
// dropped, as a locked tablet cannot write the row of a visitor the server knows. A token the
// server stops taking while the kiosk runs (revoked, or the kiosk marked lost) pauses its engine:
// from then on the kiosk asks for staff as it would at its next start.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { closeKioskIntakes, isUnlocked, localDb, onLockChange, readKioskToken, startKeyCourier, storeKioskCopy } from '../../db/index';
import { lockText } from '../../domain/lock-text';
import { startAppSync } from '../../sync/index';
import { dropPlainKioskToken, holdKioskToken, kioskToken, plainKioskToken, useKioskStore } from '../../state/kiosk-mode';
import { readRegistration } from '../../state/registration-draft';
import { unlockKiosk, type KioskUnlock } from './kiosk-unlock';

/** The token in memory, opened from its sealed copy, or one an older version left plain (sealed now). */
async function openKioskToken(): Promise<string | null> {
  const db = localDb();
  const plain = plainKioskToken();
  if (plain) {
    await storeKioskCopy(db, plain);
    dropPlainKioskToken();
    holdKioskToken(plain);
  }
  if (!kioskToken()) holdKioskToken((await readKioskToken(db)) ?? null);
  return kioskToken();
}

async function startKiosk(): Promise<KioskUnlock> {
  const token = await openKioskToken();
  // No token to open (the sealed copy lost with the browser's storage): only staff can renew it.
  return token ? unlockKiosk(token) : { ok: false, message: lockText.kioskNeedsStaff };
}

const subscribeToLock = (onChange: () => void) => onLockChange(onChange);

/** Null once the kiosk is unlocked and its token taken; else what the kiosk shows instead of the
 *  intake: why not, or (undefined) nothing while its start still runs. */
export function useKioskSync(): string | null | undefined {
  const device = useKioskStore((state) => state.device);
  const unlocked = useSyncExternalStore(subscribeToLock, isUnlocked, isUnlocked);
  const [notUnlocked, setNotUnlocked] = useState<string | null>(null);
  useEffect(() => {
    if (!device) return;
    let live = true;
    let stopWatching = () => {};
    const start = async () => {
      const unlock = await startKiosk().catch((): KioskUnlock => ({ ok: false, message: lockText.kioskNeedsServer }));
      if (!live) return;
      setNotUnlocked(unlock.ok ? null : unlock.message);
      if (!unlock.ok) return;
      window.removeEventListener('online', retry);
      startKeyCourier();
      await closeKioskIntakes(localDb(), readRegistration()?.clientLocalId)
        .catch(() => {}); // a full or closed store: the engine's own pass forgets later
      if (!live) return;
      const engine = startAppSync({ getToken: kioskToken, kiosk: true });
      const refused = () => {
        if (engine.status().phase === 'needs-sign-in') setNotUnlocked(lockText.kioskNeedsStaff);
      };
      stopWatching = engine.subscribe(refused);
      refused();
    };
    const retry = () => void start();
    window.addEventListener('online', retry);
    void start();
    return () => {
      live = false;
      stopWatching();
      window.removeEventListener('online', retry);
    };
  }, [device]);
  return notUnlocked ?? (unlocked ? null : undefined);
}

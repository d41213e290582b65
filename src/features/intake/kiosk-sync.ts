// On a kiosk the sync engine runs with the device's Kiosk token and in kiosk mode: it uploads
// each visitor's intake and then forgets it, and pulls nobody's data (design.md). At start, an
// intake a closed tab left open is closed (all but the one this tab still holds), and the token
// is kept where the service worker's own replay finds it, marked as a kiosk's. First of all the
// kiosk unlocks with its own key (kiosk-unlock.ts); until it can, it says it waits for the
// network, and tries again when the network is back.
import { useEffect, useState } from 'react';
import { closeKioskIntakes, localDb, startKeyCourier, storeKioskCopy } from '../../db/index';
import { startAppSync } from '../../sync/index';
import { kioskToken, useKioskStore } from '../../state/kiosk-mode';
import { readRegistration } from '../../state/registration-draft';
import { unlockKiosk } from './kiosk-unlock';

/** False while the kiosk cannot unlock its key (no worker's copy, no network). */
export function useKioskSync(): boolean {
  const device = useKioskStore((state) => state.device);
  const [unlocked, setUnlocked] = useState(true);
  useEffect(() => {
    if (!device) return;
    let live = true;
    const start = async () => {
      const ok = await unlockKiosk(device.token).catch(() => false);
      if (!live) return;
      setUnlocked(ok);
      if (!ok) return;
      window.removeEventListener('online', retry);
      startKeyCourier();
      const db = localDb();
      await Promise.all([storeKioskCopy(db, device.token), closeKioskIntakes(db, readRegistration()?.clientLocalId)])
        .catch(() => {}); // a full or closed store: the engine's own pass forgets later
      if (live) startAppSync({ getToken: kioskToken, kiosk: true });
    };
    const retry = () => void start();
    window.addEventListener('online', retry);
    void start();
    return () => {
      live = false;
      window.removeEventListener('online', retry);
    };
  }, [device]);
  return unlocked;
}

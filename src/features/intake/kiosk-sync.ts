// On a kiosk the sync engine runs with the device's Kiosk token and in kiosk mode: it uploads
// each visitor's intake and then forgets it, and pulls nobody's data (design.md). At start, an
// intake a closed tab left open is closed (all but the one this tab still holds), and the token
// is kept where the service worker's own replay finds it, marked as a kiosk's.
import { useEffect } from 'react';
import { closeKioskIntakes, localDb, storeKioskCopy } from '../../db/index';
import { startAppSync } from '../../sync/index';
import { kioskToken, useKioskStore } from '../../ui/kiosk-mode';
import { readRegistration } from '../../ui/registration-draft';

export function useKioskSync(): void {
  const device = useKioskStore((state) => state.device);
  useEffect(() => {
    if (!device) return;
    const db = localDb();
    void Promise.all([storeKioskCopy(db, device.token), closeKioskIntakes(db, readRegistration()?.clientLocalId)])
      .catch(() => {}) // a full or closed store: the engine's own pass forgets later
      .finally(() => startAppSync({ getToken: kioskToken, kiosk: true }));
  }, [device]);
}

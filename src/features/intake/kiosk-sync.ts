// On a kiosk the sync engine runs with the device's Kiosk token and in kiosk mode: it uploads
// each visitor's intake and then forgets it, and pulls nobody's data (design.md).
import { useEffect } from 'react';
import { startAppSync } from '../../sync/index';
import { kioskToken, useKioskStore } from '../../ui/kiosk-mode';

export function useKioskSync(): void {
  const device = useKioskStore((state) => state.device);
  useEffect(() => {
    if (device) startAppSync({ getToken: kioskToken, kiosk: true });
  }, [device]);
}

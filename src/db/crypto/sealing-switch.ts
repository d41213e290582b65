/**
 * Whether databases opened from now on seal patient fields (issue 11). Off in the app until its
 * unlock steps are wired (sign-in, the lock screen, the service worker's copy of the key): with
 * sealing on and no one to unlock, every patient read and write is refused. The unit and sync
 * suites turn it on (tests/unlocked.ts). Apart from database.ts, so setting it loads no Dexie.
 */
let sealing = false;

export function sealPatientData(on: boolean): void {
  sealing = on;
}

export const sealsPatientData = (): boolean => sealing;

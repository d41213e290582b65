/**
 * Whether databases opened from now on seal patient fields: always in the app; the
 * bench's sealing measure opens an unsealed database beside a sealed one to show the cost. Apart
 * from store/database.ts, so setting it loads no Dexie.
 */
let sealing = true;

export function sealPatientData(on: boolean): void {
  sealing = on;
}

export const sealsPatientData = (): boolean => sealing;

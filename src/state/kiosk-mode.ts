// Kiosk device mode: a staff member turns a tablet into the public intake; it then holds a Kiosk
// token (which can only create intakes) and shows nothing but the intake wizard. Kept in local
// storage so a reload or a restart stays a kiosk.
import { create } from 'zustand';

const key = 'kiosk';

export interface KioskDevice {
  token: string;
  deviceName: string;
  /** epoch ms after which the server refuses the token. */
  expiresAt: number;
}

function read(): KioskDevice | null {
  try {
    const raw = JSON.parse(localStorage.getItem(key) ?? 'null') as KioskDevice | null;
    return raw && typeof raw.token === 'string' ? raw : null;
  } catch {
    return null;
  }
}

export const useKioskStore = create<{ device: KioskDevice | null }>(() => ({ device: typeof localStorage === 'undefined' ? null : read() }));

export function kioskDevice(): KioskDevice | null {
  return useKioskStore.getState().device;
}

export function kioskToken(): string | null {
  return kioskDevice()?.token ?? null;
}

export function enterKioskMode(device: KioskDevice): void {
  localStorage.setItem(key, JSON.stringify(device));
  useKioskStore.setState({ device });
}

export function leaveKioskMode(): void {
  localStorage.removeItem(key);
  useKioskStore.setState({ device: null });
}

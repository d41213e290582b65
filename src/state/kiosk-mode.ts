// Kiosk device mode: a staff member turns a tablet into the public intake; it then holds a Kiosk
// token (which can only create intakes) and shows nothing but the intake wizard. That it is a
// kiosk is kept in local storage so a reload or a restart stays a kiosk; its token is not: the
// token's one copy at rest is sealed in IndexedDB (db/kiosk/token-at-rest.ts), opened into
// memory here when the kiosk starts (features/intake/kiosk-sync.ts).
import { create } from 'zustand';

const key = 'kiosk';

export interface KioskDevice {
  deviceName: string;
  /** epoch ms after which the server refuses the token. */
  expiresAt: number;
}

interface KioskState {
  device: KioskDevice | null;
  /** The device token in memory; null until the kiosk's start opens it. */
  token: string | null;
  /** A token an older version kept plain in local storage: sealed, then dropped from there. */
  plainToken: string | null;
}

function read(): Pick<KioskState, 'device' | 'plainToken'> {
  try {
    const raw = JSON.parse(localStorage.getItem(key) ?? 'null') as (KioskDevice & { token?: unknown }) | null;
    if (!raw || typeof raw.deviceName !== 'string' || typeof raw.expiresAt !== 'number') return { device: null, plainToken: null };
    return { device: { deviceName: raw.deviceName, expiresAt: raw.expiresAt }, plainToken: typeof raw.token === 'string' ? raw.token : null };
  } catch {
    return { device: null, plainToken: null };
  }
}

export const useKioskStore = create<KioskState>(() => ({
  ...(typeof localStorage === 'undefined' ? { device: null, plainToken: null } : read()),
  token: null,
}));

export function kioskDevice(): KioskDevice | null {
  return useKioskStore.getState().device;
}

export function kioskToken(): string | null {
  return useKioskStore.getState().token;
}

/** The token opened (or just issued): held in memory only. */
export function holdKioskToken(token: string | null): void {
  useKioskStore.setState({ token });
}

/** A token an older version left plain in local storage, if any. */
export function plainKioskToken(): string | null {
  return useKioskStore.getState().plainToken;
}

/** Local storage keeps the device alone once its token is sealed elsewhere. */
export function dropPlainKioskToken(): void {
  const { device } = useKioskStore.getState();
  if (device) localStorage.setItem(key, JSON.stringify(device));
  useKioskStore.setState({ plainToken: null });
}

/** Call once the token is sealed at rest (storeKioskCopy). */
export function enterKioskMode(device: KioskDevice, token: string): void {
  localStorage.setItem(key, JSON.stringify(device));
  useKioskStore.setState({ device, token, plainToken: null });
}

export function leaveKioskMode(): void {
  localStorage.removeItem(key);
  useKioskStore.setState({ device: null, token: null, plainToken: null });
}

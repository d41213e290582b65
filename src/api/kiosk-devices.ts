// Kiosk devices: the list SuperAdmin sees, and revoking one. Needs the network.
import * as v from 'valibot';
import { request } from './client';

const kioskDeviceSchema = v.object({
  id: v.string(),
  deviceName: v.string(),
  createdAt: v.string(),
  lastSeenAt: v.nullable(v.string()),
  issuedBy: v.optional(v.nullable(v.string()), null),
});
export type KioskDevice = v.InferOutput<typeof kioskDeviceSchema>;

export async function listKioskDevices(): Promise<KioskDevice[]> {
  const envelope = await request('Account/kiosk');
  return v.parse(v.array(kioskDeviceSchema), envelope.result ?? []);
}

export async function revokeKioskDevice(id: string): Promise<void> {
  await request(`Account/kiosk/${encodeURIComponent(id)}`, { method: 'delete' });
}

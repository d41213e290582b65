// Staff accounts (api-v1.md "Account"): the list, create, delete, one's own password, and a
// kiosk device token. These need the network: nothing here is queued.
import * as v from 'valibot';
import { request } from './client';

const adminSchema = v.object({
  id: v.union([v.number(), v.string()]),
  userName: v.string(),
  firstName: v.optional(v.nullable(v.string()), ''),
  lastName: v.optional(v.nullable(v.string()), ''),
  userRole: v.string(),
});
export type Admin = v.InferOutput<typeof adminSchema>;

export async function listAdmins(): Promise<Admin[]> {
  const envelope = await request('Account/users');
  return v.parse(v.array(adminSchema), envelope.result ?? []);
}

export interface NewAdmin {
  firstName: string;
  lastName: string;
  userName: string;
  userRole: string;
  password: string;
  rePassword: string;
}

export async function registerAdmin(input: NewAdmin): Promise<void> {
  await request('Account/Register', { method: 'post', json: input });
}

export async function deleteAdmin(id: number | string): Promise<void> {
  await request(`Account/${encodeURIComponent(String(id))}`, { method: 'delete' });
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await request('Account/password', { method: 'put', json: { currentPassword, newPassword } });
}

/** A kiosk device's id: its token's `jti`, by which the server lists, revokes and keys it. */
export function kioskDeviceIdOf(token: string): string {
  const payload = token.split('.')[1] ?? '';
  const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
  return v.parse(v.object({ jti: v.pipe(v.string(), v.uuid()) }), JSON.parse(json)).jti.toLowerCase();
}

export async function issueKioskToken(deviceName: string): Promise<{ token: string; expiresIn: number }> {
  const envelope = await request('Account/kiosk', { method: 'post', json: { deviceName } });
  return v.parse(v.object({ token: v.string(), expiresIn: v.number() }), envelope.result);
}

/** SuperAdmin sets a staff member's new password; the server ends that member's sessions. */
export async function resetPassword(id: number | string, password: string, rePassword: string): Promise<void> {
  await request(`Account/${encodeURIComponent(String(id))}/password`, { method: 'put', json: { password, rePassword } });
}

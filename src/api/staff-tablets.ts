// The staff tablets SuperAdmin sees, and marking one lost. Needs the network.
import * as v from 'valibot';
import { staffTabletsResult, type StaffTablet } from '../domain/delivery';
import { request } from './client';

export type { StaffTablet };

export async function listStaffTablets(): Promise<StaffTablet[]> {
  return v.parse(staffTabletsResult, (await request('Account/device')).result ?? []);
}

export async function markTabletLost(id: string): Promise<void> {
  await request(`Account/device/${encodeURIComponent(id)}/lost`, { method: 'post' });
}

// Device key escrow (issue 11 item 2): offer this tablet's data key to the server at a staff
// sign-in, or fetch the key the server kept for it. Needs the network; the caller is signed in.
import * as v from 'valibot';
import { deviceKeySchema } from '../domain/schemas/device-key';
import { request } from './client';
import { ApiError } from './errors';

/** The key of the answer, if it is this device's; an answer for any other is a server fault. */
function keptKey(result: unknown, deviceId: string): string {
  const parsed = v.safeParse(deviceKeySchema, result);
  if (!parsed.success || parsed.output.deviceId !== deviceId.toLowerCase()) throw new ApiError('server', '', 200);
  return parsed.output.key;
}

/** The key the server keeps for this device: `keyBase64` if it had none, else the one it had.
 * Throws ApiError ('invalid' for a malformed id or key, 'forbidden' for a kiosk, …). */
export async function offerDeviceKey(deviceId: string, keyBase64: string): Promise<string> {
  const envelope = await request('Device/key', { method: 'post', json: { deviceId, key: keyBase64 } });
  return keptKey(envelope.result, deviceId);
}

/** The key the server keeps for this device. Throws ApiError with reason 'not-found' when the
 * server has none (no staff user has signed in online on this tablet yet). */
export async function fetchDeviceKey(deviceId: string): Promise<string> {
  const envelope = await request(`Device/key/${encodeURIComponent(deviceId)}`);
  return keptKey(envelope.result, deviceId);
}

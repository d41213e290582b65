// Device key escrow: offer this tablet's data key to the server, or fetch the key the
// server kept for it. Needs the network. A staff tablet calls with the session's token; a kiosk
// with its own device token, for its own device id (the token's jti) alone.
import * as v from 'valibot';
import { deviceKeySchema } from '../domain/schemas/device-key';
import { request, type RequestOptions } from './client';
import { ApiError } from './errors';

// The wire carries padded base64 (the shared schema); callers hold bytes.
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** `asToken`: call with that token instead of the session's (a kiosk's device token). */
const authOf = (asToken?: string): RequestOptions =>
  (asToken ? { anonymous: true, headers: { Authorization: `Bearer ${asToken}` } } : {});

/** The key of the answer, if it is this device's; an answer for any other is a server fault. */
function keptKey(result: unknown, deviceId: string): Uint8Array {
  const parsed = v.safeParse(deviceKeySchema, result);
  if (!parsed.success || parsed.output.deviceId !== deviceId.toLowerCase()) throw new ApiError('server', '', 200);
  return fromBase64(parsed.output.key);
}

/** The key the server keeps for this device: `key` if it had none, else the one it had.
 * Throws ApiError ('invalid' for a malformed id or key, 'forbidden' for a kiosk token and a
 * device not its own, …). */
export async function offerDeviceKey(deviceId: string, key: Uint8Array, asToken?: string): Promise<Uint8Array> {
  const envelope = await request('Device/key', { method: 'post', json: { deviceId, key: toBase64(key) }, ...authOf(asToken) });
  return keptKey(envelope.result, deviceId);
}

/** The key the server keeps for this device. Throws ApiError with reason 'not-found' when the
 * server has none (nobody has offered one for this device yet). */
export async function fetchDeviceKey(deviceId: string, asToken?: string): Promise<Uint8Array> {
  const envelope = await request(`Device/key/${encodeURIComponent(deviceId)}`, authOf(asToken));
  return keptKey(envelope.result, deviceId);
}

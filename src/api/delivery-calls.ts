// Delivery (server/routes/delivery.ts): the server's key to seal for and an author's credential,
// asked for at their sign-in. The send itself is deliver-sealed.ts (the service worker's too).
import * as v from 'valibot';
import { deliveryCredentialResult, deliveryKeyResult, type DeliveryKey } from '../domain/delivery';
import { request } from './client';
import { ApiError } from './errors';

export async function fetchDeliveryKey(): Promise<DeliveryKey> {
  const parsed = v.safeParse(deliveryKeyResult, (await request('Sync/deliveryKey', { anonymous: true })).result);
  if (!parsed.success) throw new ApiError('server', '', 200);
  return parsed.output;
}

/** With the session's token, right after the sign-in (the server refuses an older session). */
export async function askDeliveryCredential(deviceId: string): Promise<string> {
  const parsed = v.safeParse(deliveryCredentialResult, (await request('Sync/deliveryCredential', { method: 'post', json: { deviceId } })).result);
  if (!parsed.success) throw new ApiError('server', '', 200);
  return parsed.output.credential;
}

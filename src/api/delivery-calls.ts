// Delivery (server/routes/delivery.ts): the server's key to seal for, an author's credential asked
// for at their sign-in, and one sealed entry sent with a credential. The send takes a base URL and
// a fetch of its own: the service worker delivers too, with no configured client.
import * as v from 'valibot';
import { deliveryCredentialResult, deliveryKeyResult, deliveryOutcome, type DeliveryKey, type DeliveryOutcome } from '../domain/delivery';
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

/** What became of one delivery: the entry's outcome, or why the delivery itself did not go. */
export type DeliveryAnswer =
  | { kind: 'answered'; outcome: DeliveryOutcome }
  | { kind: 'credential-ended' }
  | { kind: 'refused'; status: number }
  | { kind: 'unreached' };

export async function deliverSealed(baseUrl: string, credential: string, sealed: Uint8Array, fetchImpl: typeof fetch = fetch, timeoutMs = 60_000): Promise<DeliveryAnswer> {
  let response: Response;
  try {
    response = await fetchImpl(new URL('Sync/deliver', baseUrl).href, {
      method: 'POST', headers: { Authorization: `Delivery ${credential}`, 'Content-Type': 'application/octet-stream' },
      body: new Uint8Array(sealed), signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { kind: 'unreached' };
  }
  if (response.status === 401) return { kind: 'credential-ended' };
  if (response.status >= 500 || response.status === 408 || response.status === 429) return { kind: 'unreached' };
  if (!response.ok) return { kind: 'refused', status: response.status };
  const parsed = v.safeParse(deliveryOutcome, ((await response.json().catch(() => null)) as { result?: unknown } | null)?.result);
  return parsed.success ? { kind: 'answered', outcome: parsed.output } : { kind: 'unreached' };
}

// One sealed queued entry sent with its author's delivery credential (POST Sync/deliver). A base
// URL and a fetch of its own, no configured client: the service worker delivers too.
import * as v from 'valibot';
import { deliveryOutcome, type DeliveryOutcome } from '../domain/delivery';

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

// Full-jitter exponential backoff (AWS architecture blog): a random wait in [0, min(cap, base·2ⁿ)],
// never shorter than the server's Retry-After, never longer than 5 minutes.
export const backoffBaseMs = 1_000;
export const backoffCapMs = 5 * 60_000;

export function backoffDelay(attempts: number, random: () => number, retryAfterMs?: number): number {
  const ceiling = Math.min(backoffCapMs, backoffBaseMs * 2 ** Math.min(attempts, 20));
  const jittered = Math.floor(random() * ceiling);
  return Math.min(backoffCapMs, Math.max(jittered, retryAfterMs ?? 0));
}

// The clinic's time as this tablet last heard it: each /api/v1 answer's Date header, against the
// tablet's own clock as it arrived (api/client.ts). A tablet whose clock is set wrong (by hand, a
// dead battery, a time-zone slip) still dates a form by the clinic's today, which the server holds
// it to: a form the tablet dated tomorrow was refused after the person was told it was saved.
// Kept in memory with a monotonic anchor: once the tablet's clock moves again (corrected, or the
// tablet slept), what was heard before no longer applies and the tablet's own clock is used until
// the next answer. Offline from the start, the tablet's own clock is all there is.

/** Under this, the header's whole seconds and the trip's time: the tablet's clock is right. */
const smallestOffsetMs = 5 * 60_000;
/** Wall and monotonic time parting by more than this: the tablet's clock was moved. */
const clockMovedMs = 60_000;

let heard: { offsetMs: number; wallAt: number; monoAt: number } | undefined;

const monotonic = () => performance.now();

/** An answer's Date header, heard now. */
export function noteServerDate(header: string | null | undefined, wallNow = Date.now(), monoNow = monotonic()): void {
  const server = header ? Date.parse(header) : Number.NaN;
  if (Number.isNaN(server)) return;
  heard = { offsetMs: server - wallNow, wallAt: wallNow, monoAt: monoNow };
}

/** Now, by the clinic's clock where this tablet knows it, else by its own. */
export function clinicNow(wallNow = Date.now(), monoNow = monotonic()): number {
  if (!heard) return wallNow;
  if (Math.abs((wallNow - heard.wallAt) - (monoNow - heard.monoAt)) > clockMovedMs) {
    heard = undefined;
    return wallNow;
  }
  return Math.abs(heard.offsetMs) < smallestOffsetMs ? wallNow : wallNow + heard.offsetMs;
}

/** Tests: nothing heard yet. */
export function forgetServerDate(): void {
  heard = undefined;
}

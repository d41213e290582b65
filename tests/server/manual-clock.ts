// A clock for the SMS sender loop that moves only when the test says: timeouts and backoff
// happen at `advance`, never by waiting.
import type { SmsClock } from '../../server/sms/clock';

export interface ManualClock extends SmsClock {
  advance(ms: number): void;
}

export function manualClock(start = Date.now()): ManualClock {
  let now = start;
  const timers = new Set<{ at: number; fn: () => void }>();
  return {
    now: () => now,
    after(ms, fn) {
      // Already due (the loop looked after the test moved the clock): now, as setTimeout(fn, 0) would.
      if (ms <= 0) {
        const immediate = setImmediate(fn);
        return () => clearImmediate(immediate);
      }
      const timer = { at: now + ms, fn };
      timers.add(timer);
      return () => timers.delete(timer);
    },
    advance(ms) {
      now += ms;
      for (const timer of [...timers].sort((a, b) => a.at - b.at)) {
        if (timer.at > now) continue;
        timers.delete(timer);
        timer.fn();
      }
    },
  };
}

/** Waits until `check` holds, looking again every 20 ms (a condition, not a duration). */
export async function until<T>(check: () => Promise<T | undefined | false>, what: string, tries = 1_000): Promise<T> {
  for (let i = 0; i < tries; i += 1) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`never happened: ${what}`);
}

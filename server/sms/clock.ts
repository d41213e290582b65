// The sender loop's time: the real one, or a test's, which moves only when the test says so
// (retries, backoff and timeouts are then tested without sleeping).
export interface SmsClock {
  now(): number;
  /** Calls `fn` once `ms` have passed on this clock; the result cancels it. */
  after(ms: number, fn: () => void): () => void;
}

export const realClock: SmsClock = {
  now: () => Date.now(),
  after(ms, fn) {
    const timer = setTimeout(fn, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

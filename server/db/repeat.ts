// Work the server does on a timer while it runs (PGlite's vacuuming, purging kept answers): the
// first run a while after start (not at start: a grown database would delay the first request),
// then again each period after the last run ended; stop() waits for a run under way.
export interface RepeatTimes {
  firstAfterMs: number;
  everyMs: number;
}

export interface Repeating {
  stop(): Promise<void>;
}

export function repeat(times: RepeatTimes, run: () => Promise<void>): Repeating {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const schedule = (ms: number) => {
    timer = setTimeout(() => {
      running = run().finally(() => {
        running = undefined;
        if (!stopped) schedule(times.everyMs);
      });
    }, ms);
    timer.unref();
  };
  schedule(times.firstAfterMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

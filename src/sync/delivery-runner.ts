// The page's delivery of the sealed queue (deliver-pass.ts), whoever is at the tablet: at start,
// when the network comes back, when a copy is sealed, when the tablet locks (its author's engine
// stops, so their copies go this way); after a pass that did not reach the server, again after a
// backoff (backoff.ts's full jitter, at least 5 s, at most 5 min) and the caller hears of it (app/
// asks for Background Sync).
import { deliverQueue, type DeliveryReport } from './deliver-pass';
import type { ClinicDb } from '../db/store/index';
import { backoffDelay } from './backoff';
import type { Clock } from './engine-types';

export interface DeliveryRunnerOptions {
  baseUrl: string;
  /** The author whose own engine runs now (unlocked): their entries go with it. */
  activeAuthor: () => string | undefined;
  onUnreached?: () => void;
  onReport?: (report: DeliveryReport) => void;
  /** Tests: the timers and the jitter. */
  clock?: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  random?: () => number;
}

export interface DeliveryRunner {
  nudge(): void;
  stop(): void;
}

const shortestWaitMs = 5_000;

export function startDeliveryRunner(db: ClinicDb, options: DeliveryRunnerOptions): DeliveryRunner {
  let running = false;
  let again = false;
  let stopped = false;
  // Passes in a row that did not reach the server: the shared full-jitter backoff (backoff.ts), so
  // the clinic's tablets do not all come back at the same moment when the server does.
  let unreached = 0;
  const clock = options.clock ?? { setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms), clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>) };
  const random = options.random ?? Math.random;
  let timer: unknown;

  async function run(): Promise<void> {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    clock.clearTimeout(timer);
    try {
      const report = await deliverQueue(db, { baseUrl: options.baseUrl, skipAuthor: options.activeAuthor() });
      options.onReport?.(report);
      if (report.unreached) {
        options.onUnreached?.();
        timer = clock.setTimeout(() => void run(), Math.max(shortestWaitMs, backoffDelay(unreached, random)));
        unreached += 1;
      } else {
        unreached = 0;
      }
    } catch {
      // The tablet's own storage failed (closed, full): the next trigger tries again.
    } finally {
      running = false;
      if (again && !stopped) {
        again = false;
        void run();
      }
    }
  }

  const onOnline = () => {
    unreached = 0;
    void run();
  };
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
  void run();
  return {
    nudge: () => void run(),
    stop() {
      stopped = true;
      clock.clearTimeout(timer);
      if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
    },
  };
}

// The page's delivery of the sealed queue (deliver-pass.ts), whoever is at the tablet: at start,
// when the network comes back, when a copy is sealed, when the tablet locks (its author's engine
// stops, so their copies go this way); after a pass that did not reach the server, again after a
// backoff (5 s doubling to 5 min) and the caller hears of it (app/ asks for Background Sync).
import { deliverQueue, type DeliveryReport } from './deliver-pass';
import type { ClinicDb } from '../db/store/index';

export interface DeliveryRunnerOptions {
  baseUrl: string;
  /** The author whose own engine runs now (unlocked): their entries go with it. */
  activeAuthor: () => string | undefined;
  onUnreached?: () => void;
  onReport?: (report: DeliveryReport) => void;
}

export interface DeliveryRunner {
  nudge(): void;
  stop(): void;
}

const firstWaitMs = 5_000;
const longestWaitMs = 5 * 60_000;

export function startDeliveryRunner(db: ClinicDb, options: DeliveryRunnerOptions): DeliveryRunner {
  let running = false;
  let again = false;
  let stopped = false;
  let waitMs = firstWaitMs;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function run(): Promise<void> {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    clearTimeout(timer);
    try {
      const report = await deliverQueue(db, { baseUrl: options.baseUrl, skipAuthor: options.activeAuthor() });
      options.onReport?.(report);
      if (report.unreached) {
        options.onUnreached?.();
        timer = setTimeout(() => void run(), waitMs);
        waitMs = Math.min(waitMs * 2, longestWaitMs);
      } else {
        waitMs = firstWaitMs;
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
    waitMs = firstWaitMs;
    void run();
  };
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
  void run();
  return {
    nudge: () => void run(),
    stop() {
      stopped = true;
      clearTimeout(timer);
      if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
    },
  };
}

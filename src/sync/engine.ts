// The sync engine's policy layer: when to replay (triggers, new outbox entries, one timer while
// entries back off or the network is away), the one-replayer lock, the 401 pause, pulling after
// a push, and the status screens watch. Nothing polls: a timer is set only for a known time.
import type { ClinicDb } from '../db/index';
import { isDue, pruneDone, recoverInFlight, replayableEntries, resetBackoff } from '../db/outbox/index';
import { forgetSyncedIntakes } from '../db/kiosk/index';
import { forgetSignInOf } from '../db/records/index';
import { isQuotaError, LocalWriteError } from '../db/quota/index';
import { markPushed } from '../db/store/index';
import { backoffDelay } from './backoff';
import { systemClock, type PassReport, type SyncEngineOptions, type SyncStatus } from './engine-types';
import { credentialsChanged } from './classify';
import { pullChanges } from './pull';
import { replayPass } from './replay-pass';
import { sendViews } from './send-views';
import { withReplayLock } from './replay-lock';

export interface SyncEngine {
  /** Replays now, then on every trigger. */
  start(): Promise<PassReport>;
  /** One push pass and, unless stopped or kiosk, a pull. Concurrent calls share a run.
   * `fresh`: the network is back or a person asked: every wait ends first. */
  syncNow(options?: { fresh?: boolean }): Promise<PassReport>;
  /** After a new sign-in: lift the 401 pause and replay. */
  resume(): Promise<PassReport>;
  stop(): void;
  status(): SyncStatus;
  subscribe(listener: (status: SyncStatus) => void): () => void;
}

const emptyReport = (): PassReport => ({ sent: 0, done: 0, failed: 0, conflicts: 0, merges: 0, pulled: 0 });

/** While the server cannot be reached, the engine looks again after at most this long (the
 * 'online' event usually comes first). */
export const offlineRetryCapMs = 60_000;

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const db: ClinicDb = options.db;
  const clock = options.clock ?? systemClock;
  const random = options.random ?? Math.random;
  const listeners = new Set<(s: SyncStatus) => void>();
  let status: SyncStatus = { phase: 'idle', progress: {} };
  let running: Promise<PassReport> | undefined;
  let again = false;
  let freshAgain = false;
  let timer: unknown;
  let stopped = false;
  // Passes in a row that could not reach the server (or that the tablet's storage failed): the
  // engine's own backoff, never the entries'.
  let offlineTries = 0;
  let unwatch: (() => void) | undefined;

  const set = (next: Partial<SyncStatus>) => {
    status = { ...status, ...next };
    for (const listener of listeners) listener(status);
  };

  /** A pass no one waits for (the timer, a new entry): a failure is in the status and the backoff. */
  function inBackground(): void {
    syncNow().catch(() => {});
  }

  async function schedule(): Promise<void> {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
    if (stopped || status.phase === 'needs-sign-in') return;
    const now = clock.now();
    const times: number[] = [];
    // Only this person's entries backing off need the timer: the rest wait behind a parent, a
    // conflict or another person's sign-in, which no amount of waking up will change.
    for (const e of await replayableEntries(db)) {
      if (e.userId === options.author && !isDue(e, now)) times.push(e.nextAttemptAt);
    }
    if (offlineTries > 0) {
      times.push(now + Math.min(offlineRetryCapMs, Math.max(2_000, backoffDelay(offlineTries, random))));
    }
    if (times.length === 0) return set({ nextAttemptAt: undefined });
    const delay = Math.max(1_000, Math.min(...times) - now);
    set({ nextAttemptAt: now + delay });
    timer = clock.setTimeout(inBackground, delay);
  }

  // Whether the server has sync/batch: assumed until it answers 404 (an older server).
  const batch = { supported: true };

  async function push(): Promise<PassReport> {
    return withReplayLock(db.name, async () => {
      // Under the lock no live replayer has an entry in flight: any found is a dead tab's.
      await recoverInFlight(db);
      set({ phase: 'pushing' });
      const pass = await replayPass({
        db, transport: options.transport, now: clock.now, random, author: options.author, batch,
        onProgress: (id, fraction) => set({ progress: { ...status.progress, [id]: fraction } }),
      });
      if (pass.done + pass.merges > 0) await markPushed(db, clock.now());
      await pruneDone(db, clock.now());
      if (options.kiosk) await forgetSyncedIntakes(db);
      return pass;
    });
  }

  async function pull(report: PassReport): Promise<void> {
    set({ phase: 'pulling' });
    try {
      report.pulled = await pullChanges(db, options.transport, {
        limit: options.pullLimit ?? 200, now: clock.now, scope: options.scope,
        onProgress: (progress) => set({ pull: progress }),
      });
    } catch (error) {
      // The error's class only, as for a push (its words may quote a row); a full disk is told.
      if ((error as { reason?: string }).reason === 'unauthorized') report.stoppedBy = 'pause';
      if (credentialsChanged(error) && options.author) await forgetSignInOf(db, options.author);
      else set({ lastError: error instanceof Error ? error.name : 'Error', ...storageFull(error) });
    } finally {
      set({ pull: undefined });
    }
  }

  const storageFull = (error: unknown): Partial<SyncStatus> => (isQuotaError(error) ? { storageFullAt: clock.now() } : {});

  async function run(): Promise<PassReport> {
    let report: PassReport;
    try {
      report = await push();
    } catch (error) {
      // The tablet's own storage failed the pass (a full disk, say): nothing is lost (what it had
      // in flight goes back at the next pass), the status does not stay on "pushing", and the
      // engine looks again after its own backoff. The status keeps the error's class only (its
      // words may quote a row); a person who asked for the pass is told (a full disk as the
      // write-guard's storage-full, the Persian message the sync centre keeps showing).
      offlineTries += 1;
      if (!stopped) set({ phase: 'waiting', progress: {}, lastError: error instanceof Error ? error.name : 'Error', ...storageFull(error) });
      throw isQuotaError(error) ? new LocalWriteError('storage-full', 'storage full', error) : error;
    }
    offlineTries = report.stoppedBy === 'offline' ? offlineTries + 1 : 0;
    if (!report.stoppedBy && !options.kiosk && options.author) {
      // The views this person made go with the queue; one that cannot go yet waits for the next pass.
      await sendViews(db, options.transport, options.author).catch(() => 0);
    }
    if (!report.stoppedBy && !options.kiosk) await pull(report);
    if (report.stoppedBy === 'pause') {
      set({ phase: 'needs-sign-in', progress: {} });
      return report;
    }
    set({ phase: report.stoppedBy ? 'offline' : 'idle', progress: {} });
    return report;
  }

  function syncNow(opts: { fresh?: boolean } = {}): Promise<PassReport> {
    if (stopped) return Promise.resolve(emptyReport());
    if (status.phase === 'needs-sign-in') return Promise.resolve({ ...emptyReport(), stoppedBy: 'pause' });
    if (opts.fresh) offlineTries = 0;
    if (running) {
      again = true;
      // The network came back (or a person asked) while a pass ran: that pass may yet stop on
      // the network it had, so one more goes after it whatever it met.
      if (opts.fresh) freshAgain = true;
      return running;
    }
    running = (async () => {
      let fresh = opts.fresh === true;
      let report: PassReport;
      do {
        if (fresh) await resetBackoff(db);
        again = false;
        freshAgain = false;
        report = await run();
        fresh = freshAgain;
      } while (again && report.stoppedBy !== 'pause' && (fresh || !report.stoppedBy));
      return report;
    })().finally(() => {
      running = undefined;
      void schedule();
    });
    return running;
  }

  return {
    start() {
      stopped = false;
      unwatch ??= options.watchOutbox?.(inBackground);
      return syncNow();
    },
    syncNow,
    resume() {
      if (status.phase === 'needs-sign-in') set({ phase: 'idle' });
      return syncNow({ fresh: true });
    },
    stop() {
      stopped = true;
      unwatch?.();
      unwatch = undefined;
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = undefined;
      set({ phase: 'stopped' });
    },
    status: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

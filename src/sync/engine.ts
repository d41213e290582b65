// The sync engine's policy layer: when to replay (triggers, the timer while entries wait),
// the one-replayer lock, the 401 pause, pulling after a push, and the status screens watch.
import type { ClinicDb } from '../db/index';
import { pruneDone, recoverInFlight, replayableEntries } from '../db/outbox-store';
import { forgetChainIfSynced } from '../db/sync-writes';
import { markPushed } from '../db/sync-state';
import { systemClock, type PassReport, type SyncEngineOptions, type SyncStatus } from './engine-types';
import { pullChanges } from './pull';
import { replayPass } from './replay-pass';
import { withReplayLock } from './replay-lock';

export interface SyncEngine {
  /** Recovers entries a closed tab left in flight, then replays. */
  start(): Promise<PassReport>;
  /** One push pass and, unless stopped or kiosk, a pull. Concurrent calls share a run. */
  syncNow(): Promise<PassReport>;
  /** After a new sign-in: lift the 401 pause and replay. */
  resume(): Promise<PassReport>;
  stop(): void;
  status(): SyncStatus;
  subscribe(listener: (status: SyncStatus) => void): () => void;
}

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const db: ClinicDb = options.db;
  const clock = options.clock ?? systemClock;
  const random = options.random ?? Math.random;
  const listeners = new Set<(s: SyncStatus) => void>();
  let status: SyncStatus = { phase: 'idle', progress: {} };
  let running: Promise<PassReport> | undefined;
  let again = false;
  let timer: unknown;
  let stopped = false;

  const set = (next: Partial<SyncStatus>) => {
    status = { ...status, ...next };
    for (const listener of listeners) listener(status);
  };

  async function schedule(): Promise<void> {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
    if (stopped || status.phase === 'needs-sign-in') return;
    // Only entries backing off need the timer: the rest were due and still waited behind a
    // parent or a conflict, which no amount of waking up will change (a trigger or the
    // parent's own retry brings them along).
    const later = (await replayableEntries(db)).filter((e) => e.nextAttemptAt > clock.now());
    if (later.length === 0) return set({ nextAttemptAt: undefined });
    const at = Math.min(...later.map((e) => e.nextAttemptAt));
    const delay = Math.max(1_000, at - clock.now());
    set({ nextAttemptAt: clock.now() + delay });
    timer = clock.setTimeout(() => void syncNow(), delay);
  }

  async function run(): Promise<PassReport> {
    const report = await withReplayLock(db.name, async () => {
      set({ phase: 'pushing' });
      const touchedChains = new Set<string>();
      const pass = await replayPass({
        db, transport: options.transport, now: clock.now, random, touchedChains,
        onProgress: (id, fraction) => set({ progress: { ...status.progress, [id]: fraction } }),
      });
      if (pass.done + pass.merges > 0) await markPushed(db, clock.now());
      await pruneDone(db, clock.now());
      if (options.kiosk) for (const chain of touchedChains) await forgetChainIfSynced(db, chain);
      return pass;
    });
    if (report.stoppedBy === 'pause') {
      set({ phase: 'needs-sign-in', progress: {} });
      return report;
    }
    if (!report.stoppedBy && !options.kiosk) {
      set({ phase: 'pulling' });
      try {
        report.pulled = await pullChanges(db, options.transport, options.pullLimit ?? 200, clock.now);
      } catch (error) {
        if ((error as { reason?: string }).reason === 'unauthorized') {
          set({ phase: 'needs-sign-in', progress: {} });
          return report;
        }
        set({ lastError: (error as Error).message });
      }
    }
    set({ phase: report.stoppedBy ? 'offline' : 'idle', progress: {} });
    return report;
  }

  function syncNow(): Promise<PassReport> {
    if (stopped) return Promise.resolve({ sent: 0, done: 0, failed: 0, conflicts: 0, merges: 0, pulled: 0 });
    if (status.phase === 'needs-sign-in') return Promise.resolve({ sent: 0, done: 0, failed: 0, conflicts: 0, merges: 0, pulled: 0, stoppedBy: 'pause' });
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let report: PassReport;
      do {
        again = false;
        report = await run();
      } while (again && !report.stoppedBy);
      return report;
    })().finally(() => {
      running = undefined;
      void schedule();
    });
    return running;
  }

  return {
    async start() {
      stopped = false;
      await withReplayLock(db.name, () => recoverInFlight(db));
      return syncNow();
    },
    syncNow,
    resume() {
      if (status.phase === 'needs-sign-in') set({ phase: 'idle' });
      return syncNow();
    },
    stop() {
      stopped = true;
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

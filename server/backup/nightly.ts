// The nightly backup: at BACKUP_AT (server local time, "HH:MM") into BACKUP_DIR, keeping the last
// BACKUP_KEEP. Time comes from an injected clock, so tests move it instead of waiting for it.
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export interface NightlyClock {
  now(): Date;
  /** Calls `run` after `ms`; the answer cancels it. */
  after(ms: number, run: () => void): () => void;
}

export const realClock: NightlyClock = {
  now: () => new Date(),
  after(ms, run) {
    const timer = setTimeout(run, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

const namePattern = /^clinic-\d{8}-\d{6}\.backup$/;

/** The backup file of a moment, named so that names sort by time. */
export function nightlyName(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `clinic-${at.getFullYear()}${two(at.getMonth() + 1)}${two(at.getDate())}-${two(at.getHours())}${two(at.getMinutes())}${two(at.getSeconds())}.backup`;
}

/** Milliseconds from `now` to the next `at` (local time), never 0. */
export function msUntil(at: string, now: Date): number {
  const [hours, minutes] = at.split(':').map(Number) as [number, number];
  const next = new Date(now);
  next.setHours(hours, minutes, 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next.getTime() - now.getTime();
}

export function parseBackupAt(value: string | undefined): string {
  const at = value ?? '02:30';
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(at);
  if (!match) throw new Error(`BACKUP_AT must be HH:MM (server local time), not ${JSON.stringify(at)}`);
  return at;
}

/** Removes all but the newest `keep` nightly files (never another file of the folder). */
export function pruneNightly(dir: string, keep: number): void {
  const names = readdirSync(dir).filter((name) => namePattern.test(name)).sort();
  for (const name of names.slice(0, Math.max(0, names.length - keep))) rmSync(join(dir, name), { force: true });
}

export interface Nightly { stop(): void }

export function startNightly(options: { dir: string; at: string; keep: number; clock: NightlyClock; run: (file: string) => Promise<unknown> }): Nightly {
  let cancel = () => {};
  let stopped = false;
  const plan = () => {
    if (stopped) return;
    cancel = options.clock.after(msUntil(options.at, options.clock.now()), () => {
      if (!existsSync(options.dir)) mkdirSync(options.dir, { recursive: true, mode: 0o700 });
      // A failure is logged by `run`; the next night tries again, and the old files stay.
      void options.run(join(options.dir, nightlyName(options.clock.now())))
        .then(() => pruneNightly(options.dir, options.keep), () => {})
        .finally(plan);
    });
  };
  plan();
  return { stop() { stopped = true; cancel(); } };
}

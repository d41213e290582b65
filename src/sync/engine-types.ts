// The sync engine's options and the state it shows (the status chip and the sync centre).
import type { Transport } from '../api/outbox-transport';
import type { ClinicDb } from '../db/index';

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface SyncEngineOptions {
  db: ClinicDb;
  transport: Transport;
  /** Kiosk tablet: forgets a visitor's intake once the server has it, and never pulls. */
  kiosk?: boolean;
  clock?: Clock;
  random?: () => number;
  /** Rows per sync/changes page. */
  pullLimit?: number;
  /** The signed-in user (the token's owner): only their outbox entries are sent. */
  author?: string;
  /** The read scope (role) whose pull cursor this engine moves; the server's feed depends on it. */
  scope?: string;
  /** Asks the tablet to watch its outbox and call back when entries are added (instead of polling). */
  watchOutbox?: (onAdded: () => void) => () => void;
}

export type SyncPhase = 'idle' | 'pushing' | 'pulling' | 'waiting' | 'offline' | 'needs-sign-in' | 'stopped';

export interface SyncStatus {
  phase: SyncPhase;
  /** When the next attempt is planned (epoch ms), while entries wait. */
  nextAttemptAt?: number;
  /** Upload progress per outbox entry id (0–1). */
  progress: Record<string, number>;
  lastError?: string;
  /** When a pass last failed because the tablet's storage is full (epoch ms): app/ tells the
   * person, whoever started the pass (a trigger's pass has no one waiting on it). */
  storageFullAt?: number;
  /** While pulling: changes applied so far, and whether this scope is pulled for the first time here. */
  pull?: { applied: number; first: boolean };
}

export interface PassReport {
  sent: number;
  done: number;
  failed: number;
  conflicts: number;
  merges: number;
  /** offline: the server was not reached; retry: it answered 5xx/429/408; pause: 401. */
  stoppedBy?: 'offline' | 'retry' | 'pause';
  pulled: number;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

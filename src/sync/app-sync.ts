// The app's one sync engine: on the tablet's database, through the same /api/v1 base as the
// ky client, with the session's token. app/ starts it once after sign-in (or at start when a
// session exists); the status chip and the sync centre read it.
import { apiBaseUrl } from '../api/client';
import { createTransport } from '../api/outbox-transport';
import { localDb } from '../db/index';
import { createSyncEngine, type SyncEngine } from './engine';
import { attachTriggers } from './triggers';

export interface AppSyncOptions {
  getToken: () => string | null | undefined;
  /** The public intake tablet (Kiosk token): forget intakes once synced, never pull. */
  kiosk?: boolean;
}

let current: { engine: SyncEngine; detach: () => void } | undefined;

/** Starts (or returns) the app's engine; it replays at once and on every trigger. */
export function startAppSync(options: AppSyncOptions): SyncEngine {
  if (current) return current.engine;
  const engine = createSyncEngine({
    db: localDb(),
    transport: createTransport({ baseUrl: apiBaseUrl(), getToken: options.getToken }),
    kiosk: options.kiosk,
  });
  current = { engine, detach: attachTriggers(engine) };
  return engine;
}

/** The running engine, if any (the sync centre's "sync now" button). */
export function appSyncEngine(): SyncEngine | undefined {
  return current?.engine;
}

/** On sign-out: stop replaying (the queue stays in Dexie for the next sign-in). */
export function stopAppSync(): void {
  current?.detach();
  current = undefined;
}

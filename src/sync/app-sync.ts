// The app's one sync engine: on the tablet's database, through the same /api/v1 base as the
// ky client, with the signed-in person's token, sending only that person's outbox entries and
// pulling their role's scope. app/ starts it after sign-in (or at start when a session exists)
// and stops it at sign-out; the next person gets an engine of their own.
import { apiBaseUrl } from '../api/client';
import { createTransport } from '../api/outbox-transport';
import { localDb } from '../db/index';
import { watchOutboxAdds } from '../db/outbox/index';
import { watchViewAdds } from '../db/records/index';
import { createSyncEngine, type SyncEngine } from './engine';
import { attachTriggers } from './triggers';

export interface AppSyncOptions {
  getToken: () => string | null | undefined;
  /** The signed-in user: only entries they wrote are sent (undefined on a kiosk). */
  author?: string;
  /** The signed-in role: its own pull cursor. */
  scope?: string;
  /** The public intake tablet (Kiosk token): forget intakes once synced, never pull. */
  kiosk?: boolean;
}

let current: { engine: SyncEngine; detach: () => void; owner: string } | undefined;

const ownerOf = (options: AppSyncOptions) => `${options.kiosk ? 'kiosk' : 'staff'}:${options.author ?? ''}:${options.scope ?? ''}`;

/** Starts the app's engine for this person (or returns theirs); it replays at once and on every trigger. */
export function startAppSync(options: AppSyncOptions): SyncEngine {
  if (current?.owner === ownerOf(options)) return current.engine;
  stopAppSync();
  const db = localDb();
  const engine = createSyncEngine({
    db,
    transport: createTransport({ baseUrl: apiBaseUrl(), getToken: options.getToken }),
    kiosk: options.kiosk,
    author: options.author,
    scope: options.scope,
    watchOutbox: (onAdded) => {
      // A view noted (issue 37 §5) wakes the engine too: it goes with the next pass.
      const stops = [watchOutboxAdds(db, onAdded), watchViewAdds(db, onAdded)];
      return () => stops.forEach((stop) => stop());
    },
  });
  current = { engine, detach: attachTriggers(engine), owner: ownerOf(options) };
  return engine;
}

/** The running engine, if any (the sync centre's "sync now" button). */
export function appSyncEngine(): SyncEngine | undefined {
  return current?.engine;
}

/** On sign-out: stop replaying (the queue stays in Dexie for its authors' next sign-in). */
export function stopAppSync(): void {
  current?.detach();
  current = undefined;
}

// The timer while entries wait: a write made while the engine is idle (no backoff timer of its
// own) is sent within a few seconds, without every screen having to ask.
import { localDb, outboxSummary } from '../db/index';
import { appSyncEngine } from '../sync/index';

export const nudgeEveryMs = 3_000;

export function nudgeWhileEntriesWait(intervalMs = nudgeEveryMs): () => void {
  let checking = false;
  const timer = setInterval(() => {
    const engine = appSyncEngine();
    if (checking || !engine || !navigator.onLine) return;
    const status = engine.status();
    // The engine's own timer (backoff) or a 401 pause decides; a pass under way will look anyway.
    if (status.phase !== 'idle' || status.nextAttemptAt !== undefined) return;
    checking = true;
    outboxSummary(localDb())
      .then((summary) => (summary.pending > 0 ? engine.syncNow() : undefined))
      .catch(() => {})
      .finally(() => {
        checking = false;
      });
  }, intervalMs);
  return () => clearInterval(timer);
}

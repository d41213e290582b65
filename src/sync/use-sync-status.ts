// The engine's status for React (phase, next attempt, upload progress per entry); the counts of
// waiting entries come from db's useOutboxSummary, which is live from Dexie.
import { useSyncExternalStore } from 'react';
import type { SyncEngine } from './engine';
import type { SyncStatus } from './engine-types';

const idle: SyncStatus = { phase: 'stopped', progress: {} };

export function useSyncStatus(engine: SyncEngine | undefined): SyncStatus {
  return useSyncExternalStore(
    (onChange) => (engine ? engine.subscribe(onChange) : () => {}),
    () => (engine ? engine.status() : idle),
  );
}

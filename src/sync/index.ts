// The public face of sync/: the app creates one engine at start and wires its triggers.
export { createSyncEngine, type SyncEngine } from './engine';
export type { SyncEngineOptions, SyncStatus, SyncPhase, PassReport, Clock } from './engine-types';
export { backoffDelay, backoffCapMs } from './backoff';
export { attachTriggers, syncNowMessage, type SyncNowReply, type TriggerTargets } from './triggers';
export { startAppSync, appSyncEngine, stopAppSync, type AppSyncOptions } from './app-sync';
export { useSyncStatus } from './use-sync-status';
export { startDeliveryRunner, type DeliveryRunner } from './delivery-runner';
export { startSealing, type Sealing } from './delivery-sealer';
export { mergeSearchPages, searchClientsEverywhere } from './search-clients';

// The door of store/: the Dexie database, its schema versions and upgrades, row types, the write
// guard, storage figures, the sync state and the device id. Every other room stands on it.
export { ClinicDb, localDb } from './database';
export { setTabletDeviceId, tabletDeviceId } from './device-id';
export { recordKindOfTable, recordTableNames, recordTableOf } from './record-kinds';
export { sealPlainRows, type SealProgress } from './seal-plain-rows';
export { requestPersistentStorage, type StorageFigures, storageFigures } from './storage';
export { markPushed, readCursor, readSyncState, storeSessionCopy } from './sync-state';
export { watchGapMs, watchThrottled } from './throttled-watch';
export { type AdminRow, type CachedPhotoRow, type ClientFields, type ClientRow, type CounterRow, type DeferredChangeRow, type DocumentKind, type DocumentRow, type MergeRow, type OfflineVerifierRow, type Operation, type OutboxEntry, type OutboxState, type RecordKind, type RecordRow, type RecordTableName, type SendingRow, type ServerId, type SyncedTable, type SyncStateRow } from './types';
export { hasUntoldOutcome, untoldField } from './untold-index';
export { guardWrite, isQuotaError, LocalWriteError, type LocalWriteReason, notFound } from './write-guard';

// The door of store/: the Dexie database, its schema versions and upgrades, row types, record
// kinds, the sync state, the device id and the throttled watch. Every room but crypto/ and quota/ stands on it.
export { ClinicDb, localDb } from './database';
export { setTabletDeviceId, tabletDeviceId } from './device-id';
export { recordKindOfTable, recordTableNames, recordTableOf } from './record-kinds';
export { sealPlainRows, type SealProgress } from './seal-plain-rows';
export { KeyOpensNothingError, keyFitsRows, newKeyToOffer, unlockWithFittingKey, type KeyFit } from './key-fits-rows';
export { markPushed, readCursor, readSyncState, storeDeliveryKey, storeSessionCopy } from './sync-state';
export { watchGapMs, watchThrottled } from './throttled-watch';
export { type AdminRow, type AuditViewRow, type CachedPhotoRow, type ClientFields, type ClientRow, type CounterRow, type DeferredChangeRow, type DeliveredOutcome, type DeliveryCopyRow, type DeliveryCredentialRow, type DocumentKind, type DocumentRow, type FollowUpLocalRow, type MergeRow, type OfflineVerifierRow, type Operation, type OutboxEntry, type OutboxState, type RecordKind, type RecordRow, type RecordTableName, type SendingRow, type ServerId, type SyncedTable, type SyncStateRow } from './types';
export { hasUntoldOutcome, untoldField } from './untold-index';
export { watchSeqAdds } from './watch-seq-adds';

// The door of quota/: what the browser's storage allows (persistence, usage and quota) and the
// reason a local write fails with. No Dexie here: the app's start imports it before the store loads.
export { requestPersistentStorage, type StorageFigures, storageFigures } from './storage';
export { guardWrite, isQuotaError, LocalWriteError, type LocalWriteReason, notFound } from './write-guard';

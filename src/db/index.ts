// The public face of db/: screens and the sync engine import from here.
export { ClinicDb, localDb } from './database';
export * from './types';
export { createClient, updateClient, deleteClient, submitClient, findByNationalCode, findInList, getClient } from './clients';
export { addDocument, deleteDocument, type PhotoBytes } from './documents';
export { saveRecord, deleteRecord } from './records';
export { recordTableOf, recordKindOfTable } from './record-kinds';
export { clientPage, clientDocuments, clientRecords, outboxSummary, openEntries, openEntriesWithClients, type OpenEntry, pageSize, type Page, type OutboxSummary } from './queries';
export { clientLists, type ClientList } from './counters';
export { setOutboxUser } from './current-user';
export * from './hooks';
export { rememberOnlineSignIn, verifyOfflineSignIn, forgetOfflineSignIn, type OfflineSignInResult, type OnlineSignIn } from './offline-signin';
export { storeSessionCopy, readSyncState } from './sync-state';
export { retryEntry, discardEntry } from './outbox-actions';
export { keepMine, keepServer } from './conflict-actions';
export { recentMerges, useRecentMerges, type MergeWithClient } from './merges';
export { LocalWriteError, type LocalWriteReason } from './write-guard';
export { cachedPhoto, cachePhoto, photoCacheBudget } from './photo-cache';
export { requestPersistentStorage, storageFigures, type StorageFigures } from './storage';

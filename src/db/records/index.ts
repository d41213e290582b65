// The door of records/: the repositories (clients, documents, records, disease data, counters,
// removal, the offline sign-in verifiers) and the reads screens make of them.
export { forgetViews, noteView, type ViewNote, viewsToSend, watchViewAdds } from './audit-views';
export { toClientFields } from './client-fields';
export { searchClients, searchClientsFirst, type ClientSearchPage } from './client-search';
export { removeClient, removeClientRows, syncedTables } from './client-removal';
export { deletedHere, noteDeletedHere } from './deleted-here';
export { createClient, deleteClient, findByNationalCode, findInList, getClient, submitClient, updateClient } from './clients';
export { latestRecord, recordHistory, recordsWithClients } from './clinical-reads';
export { CounterTally } from './counter-tally';
export { adjustClientCounters, type ClientList, clientLists, listFlags } from './counters';
export { type CredentialsVersion, forgetChangedSignIns, forgetSignInOf } from './credentials-versions';
export { diseaseDataOf } from './disease-data';
export { heldFollowUps, type HeldFollowUp } from './held-follow-ups';
export { addDocument, deleteDocument, type PhotoBytes } from './documents';
export { forgetOfflineSignIn, type OfflineSignInResult, type OnlineSignIn, rememberOnlineSignIn, verifyOfflineSignIn, verifyUnlock } from './offline-signin';
export { cachedPhoto, cachePhoto, photoCacheBudget } from './photo-cache';
export { clientDocuments, clientPage, clientRecords, type Page, pageSize } from './queries';
export { recordOf, RowsAhead, type RowWanted, serverIdOf } from './record-lookup';
export { deleteRecord, saveRecord } from './records';
export { keepReport, keptReport } from './kept-report';
export { notePatientSeen, recentPatients, recentPatientsKept } from './recent-patients';
export { localDayOf, todaysArrivals } from './todays-arrivals';
export { localTimeline } from './timeline-rows';

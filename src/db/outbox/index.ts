// The door of outbox/: the queue's storage, the only code that reads or writes the outbox and
// sending tables. Every transition of an entry is a named operation here.
export { giveAuthorlessEntriesTo, refusedAuthorlessCount, unsentEntries } from './authorless';
export { dropChain, entriesOfChain, entriesOfChains, failChainOfDeletedClient, moveChain, openCountOfChain } from './chain';
export { type ClaimedPlain, claimPages, PassQueue } from './claim';
export { clientLabelOf } from './client-label';
export { outboxUser, type OutboxAuthor, setOutboxUser } from './current-user';
export { type EntryOutcome, waitForEntryOutcome } from './entry-outcome';
export { claimEntryNotice, claimOutcomeNotices, type OutcomeNotice, watchOutcomeNotices } from './outcome-notices';
export { blockingEntries, type ClaimedBy, conflictEntry, deferEntry, endOfPass, enqueue, entryKeysOf, failEntry, getEntry, hasWaitingEntries, isDue, pruneDone, recoverInFlight, releaseEntries, replayableEntries, resetBackoff, setProgress, settleTaken, settleTakenOne, waitingSeqs } from './queue';
export { type Refusal, refusalsOf } from './refusals';
export { amendUnsentCreate, dropDependentsOf, dropEntry, rebaseEdit, requeueConflict, resendCorrected, retryFailed, unsentCreateOf, waitingEditsAfter } from './rewrite';
export { outboxTable, sendingTable } from './scope';
export { openEntries, type OpenEntry, type OutboxSummary, outboxSummary, type SyncCentreEntries, unsentCountOf, syncCentreEntries, syncCentreWaitingShown, watchOutboxSummary, watchSyncCentreEntries } from './summary';
export { watchOutboxAdds } from './watch-adds';
export { copiesToDeliver, deliveredAnswers, type CopyToDeliver, deliveryCredentials, entriesToSeal, keepDeliveryCopy, noteDelivered, setDeliveryCredential, type EntryToSeal } from './delivery-copies';
export { createStillQueued } from './registration-unsent';

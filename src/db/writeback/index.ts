// The door of writeback/: server answers written into the records (adopt, conflicts, refusals,
// merges, resend, a client deleted on the server).
export { adoptExistingClient } from './adopt-server-client';
export { dropDeletedClientRows } from './client-deleted-on-server';
export { keepMine, keepServerVersion } from './conflict-actions';
export { markMergesSeen, type MergeWithClient, recentMerges, unseenMergeCount } from './merges';
export { discardEntry, retryEntry } from './refusal-actions';
export { resendRefused, sentDateOf, sentValuesOf } from './resend-refused';
export { completeEntries, completeEntry, type ServerAnswer } from './write-server-answer';

// What stays readable on disk, per table: keys, indexes, versions, timestamps, list
// flags and sync bookkeeping. Every other field of a row (names, codes, phones, addresses,
// photos, answers, outbox payloads, the server's refusals) is sealed: a field added later is
// sealed by default. Tables missing here hold no patient data (staff accounts, counters, the
// offline verifiers, the sync cursors).
const synced = ['localId', 'serverId', 'version', 'createdAt', 'updatedAt', 'deleted'];
const record = [...synced, 'kind', 'clientLocalId', 'subtype'];

export const plainFields: Record<string, readonly string[]> = {
  clients: [...synced, 'nationalCode', 'submitted', 'kioskClosed', 'inAll', 'inCovered', 'inScreening'],
  documents: [...synced, 'clientLocalId', 'kind', 'type', 'mime', 'uploadDate'],
  consultations: record,
  screeningTests: record,
  helperTests: record,
  diseaseData: record,
  examinations: record,
  smsMessages: record,
  // Whose follow-up stays plain (to find a patient's); why, and whether it is closed, sealed.
  followUps: [...synced, 'clientLocalId'],
  outbox: [
    'seq', 'id', 'operation', 'table', 'localId', 'chain', 'dependsOn', 'baseVersion', 'attempts', 'nextAttemptAt',
    'state', 'progress', 'doneAt', 'createdAt', 'userId', 'authorName', 'deferredAt', 'heldUntil', 'noticeFor', 'announce', 'untold',
  ],
  merges: ['id', 'clientLocalId', 'serverId', 'at', 'noticedAt', 'seenAt'],
  deferredChanges: ['table', 'localId', 'chain', 'at'],
  photoCache: ['fileName', 'clientLocalId', 'mime', 'size', 'usedAt'],
  // Which patient and record stay sealed: only who viewed and when are plain.
  auditViews: ['seq', 'userId', 'seenAt'],
};

/** Indexes that hold a keyed hash of the value instead of the value (table → field). */
export const hashedIndexes: Record<string, string> = { clients: 'nationalCode' };

/** The field a sealed row keeps its sealed part in. */
export const sealedField = '$sealed';

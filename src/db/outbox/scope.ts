// The queue's tables by name, for the scope of a transaction that writes a record and its entry
// together (style.md: the record and its outbox entry are one Dexie transaction). A repository
// names them in its scope; only outbox/ reads or writes them.
export const outboxTable = 'outbox';
export const sendingTable = 'sending';

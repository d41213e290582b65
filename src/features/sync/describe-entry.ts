// An outbox entry in the words a person reads in the sync centre: which client, what kind of
// record, since when (Jalali, Persian digits) and why it is still here.
import { clientLabelOf, type ClientRow, type OutboxEntry } from '../../db/index';
import {
  entryKindLabel, failedDefault, formatJalaliDateTime, syncText, waitingDefault, waitingReasons,
} from '../../domain/sync-labels';

export interface EntryDescription {
  client: string;
  kind: string;
  since: string;
  why: string;
  /** The server's messages per field of a refused write (400). */
  fieldErrors: string[];
}

/** The client's name on the tablet, else the one the entry kept (the server may have deleted the client). */
export function clientNameOf(entry: OutboxEntry, client: ClientRow | null | undefined): string {
  return clientLabelOf(entry, client) || syncText.unknownClient;
}

/** Whose work an entry is: the author's name as stamped when it was written. */
export function authorNameOf(entry: OutboxEntry): string {
  if (entry.userId === undefined) return syncText.kioskAuthor;
  return entry.authorName?.trim() || syncText.unknownAuthor;
}

function whyOf(entry: OutboxEntry, progress: number | undefined): string {
  switch (entry.state) {
    case 'failed':
      return entry.lastError?.message || failedDefault;
    case 'conflict':
      return syncText.conflictWhy;
    case 'in-flight':
      return syncText.uploading(progress ?? entry.progress ?? 0);
    default:
      if (entry.lastError) return waitingReasons[entry.lastError.reason] ?? entry.lastError.message ?? waitingDefault;
      return waitingDefault;
  }
}

export function describeEntry(entry: OutboxEntry, client: ClientRow | null | undefined, progress?: number): EntryDescription {
  return {
    client: clientNameOf(entry, client),
    kind: entryKindLabel(entry.operation, entry.table),
    since: formatJalaliDateTime(entry.createdAt),
    why: whyOf(entry, progress),
    fieldErrors: entry.state === 'failed' ? Object.values(entry.lastError?.fields ?? {}) : [],
  };
}

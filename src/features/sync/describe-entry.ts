// An outbox entry in the words a person reads in the sync centre: which client, what kind of
// record, since when (Jalali, Persian digits) and why it is still here: now, not when it was last
// tried (a network failure of an hour ago is no reason once the tablet is online), and, on a shared
// tablet, whose earlier work on the same client it waits behind.
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

export interface EntryContext {
  progress?: number;
  /** Whether the tablet is online now. */
  online?: boolean;
  /** Another person's earlier entry on the same client, still unsent: this one replays after it. */
  behind?: OutboxEntry;
}

/** The first of `earlier` (open entries, oldest first) of another author on the same client. */
export function entryBehind(entry: OutboxEntry, earlier: readonly OutboxEntry[]): OutboxEntry | undefined {
  return earlier.find((other) => other.chain === entry.chain && other.seq! < entry.seq! && other.userId !== entry.userId);
}

function whyOf(entry: OutboxEntry, { progress, online = true, behind }: EntryContext): string {
  switch (entry.state) {
    case 'failed':
      return entry.lastError?.message || failedDefault;
    case 'conflict':
      return syncText.conflictWhy;
    case 'in-flight':
      return syncText.uploading(progress ?? entry.progress ?? 0);
    default:
      if (behind) {
        const author = authorNameOf(behind);
        return behind.operation === 'client.create' ? syncText.waitsForRegistration(author) : syncText.waitsForEarlier(author);
      }
      if (entry.lastError?.reason === 'network' && online) return waitingDefault;
      if (entry.lastError) return waitingReasons[entry.lastError.reason] ?? entry.lastError.message ?? waitingDefault;
      return waitingDefault;
  }
}

export function describeEntry(entry: OutboxEntry, client: ClientRow | null | undefined, context: EntryContext = {}): EntryDescription {
  return {
    client: clientNameOf(entry, client),
    kind: entryKindLabel(entry.operation, entry.table),
    since: formatJalaliDateTime(entry.createdAt),
    why: whyOf(entry, context),
    fieldErrors: entry.state === 'failed' ? Object.values(entry.lastError?.fields ?? {}) : [],
  };
}

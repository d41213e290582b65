// The shapes of the rows Dexie keeps on the tablet. Server ids are opaque (api-v1.md: integer or
// uuid; the app never assumes which). Flags that must be indexed are 0/1 numbers: IndexedDB
// cannot index booleans.

import type { ClientCreateInput } from '../../domain/schemas/client';
import type { RecordKind } from '../../domain/record-kinds';

export type { AuditViewRow } from './audit-view-row';
export type { SyncStateRow, DeliveryCopyRow, DeliveredOutcome, DeliveryCredentialRow } from './sync-rows';

export type ServerId = string | number;

/** The client fields of seed 000 §3 "Client", as the forms send them: the create call's payload
 * without its localId, so the tablet's rows, the form and the server take one shape. */
export type ClientFields = Omit<ClientCreateInput, 'localId'>;

interface Synced {
  localId: string;
  serverId?: ServerId;
  /** The last version the server confirmed to this tablet (If-Match of the next edit). */
  version?: number;
  createdAt: string; // ISO instant; sorts pages newest first
  updatedAt: string;
  /** 1 once a person deleted it here: hidden at once, the delete waits in the outbox. */
  deleted: 0 | 1;
}

export interface ClientRow extends Synced {
  fields: ClientFields;
  nationalCode: string; // the only personal field with an index (design.md)
  submitted: 0 | 1;
  /** Kiosk: the visitor has left (submit, idle, cancel); forgotten once the server has it all. */
  kioskClosed?: 1;
  /** List membership (0/1) for the paged indexes: all, covered, screening. */
  inAll: 0 | 1;
  inCovered: 0 | 1;
  inScreening: 0 | 1;
}

export type DocumentKind = 'identity' | 'personal';

export interface DocumentRow extends Synced {
  clientLocalId: string;
  kind: DocumentKind;
  /** documentTypes 0–4 (identity) or personalFileType (personal). */
  type: number;
  /** Photo bytes, never a Blob (Safari: Dexie #1227, #1919). Absent for rows pulled from the server. */
  photo?: ArrayBuffer;
  mime?: string;
  thumbnail?: ArrayBuffer;
  fileName?: string; // the server's name, for Client/getfile
  uploadDate?: string;
}

/** Clinical records are kept in one generic shape per table (RecordRow). */
export type { RecordKind };

export interface RecordRow extends Synced {
  kind: RecordKind;
  clientLocalId: string;
  /** helper visitType 1|2|3, examination type 0–13, consultType, screening testType. */
  subtype?: number;
  payload: Record<string, unknown>;
  /** What the server's answer to the create added beyond the server id and version (EORTC scale scores). */
  serverResult?: unknown;
}

/**
 * A follow-up as the server's change feed brings it (issue 36 §6): read only on the tablet (marking
 * and closing are direct calls), sealed at rest but for its keys. `payload`: source, reason,
 * causes, recordId (the server's), openedAt, closedAt, closeNote.
 */
export interface FollowUpLocalRow extends Synced {
  clientLocalId: string;
  payload: Record<string, unknown>;
}

export type OutboxState = 'pending' | 'in-flight' | 'done' | 'failed' | 'conflict';

export type Operation =
  | 'client.create' | 'client.update' | 'client.delete' | 'client.submit'
  | 'document.upload' | 'document.delete'
  | 'record.create' | 'record.update' | 'record.delete';

export type SyncedTable = 'clients' | 'documents' | RecordTableName;
export type RecordTableName =
  | 'consultations' | 'screeningTests' | 'helperTests' | 'diseaseData' | 'examinations' | 'smsMessages';

export interface OutboxEntry {
  seq?: number; // auto-increment: the replay order
  id: string; // uuid, sent as Idempotency-Key
  operation: Operation;
  table: SyncedTable;
  localId: string; // the record this entry writes
  /** The client the chain hangs on: entries of one chain replay in seq order. */
  chain: string;
  /** The record whose serverId this entry needs in its path/payload (the client). */
  dependsOn?: { table: SyncedTable; localId: string };
  payload?: Record<string, unknown>;
  /** If-Match of an edit: the server version the person edited; undefined = the one before it in the chain. */
  baseVersion?: number;
  /** An edit's fields as they were before it: what it changed is what "keep mine" sends again. */
  base?: Record<string, unknown>;
  attempts: number;
  nextAttemptAt: number; // epoch ms
  state: OutboxState;
  lastError?: { reason: string; message: string; status?: number; fields?: Record<string, string> };
  /** 409 on a stale edit: the server's current record, kept beside ours. */
  serverVersion?: unknown;
  progress?: number; // 0–1 while a photo uploads
  doneAt?: number; // epoch ms; done entries are pruned after a week
  createdAt: string;
  /** The author: only their token sends it (undefined: the kiosk's anonymous intake). */
  userId?: string;
  /** The author's full name, for "waiting for … to sign in". */
  authorName?: string;
  /** When the entry was last deferred (epoch ms): a clock set back before it makes the entry due. */
  deferredAt?: number;
  /** A wait the server named for this entry (a photo past a day's upload quota: until the next
   *  day): another write's success, which ends every backoff, does not end this one. */
  heldUntil?: number;
  /** Whose record it is, in words, kept when the server refuses it (the client may vanish later). */
  clientLabel?: string;
  /** The entry id (Idempotency-Key) whose outcome a person was told of: a retry makes a new id. */
  noticeFor?: string;
  /** Tell the person when it reaches the server too, not only when refused (an SMS). */
  announce?: boolean;
  /** 1 while its outcome is untold (untold-index.ts derives it on every write). */
  untold?: 1;
}

/** The entries a push round has read and sent and whose answers are not written yet (in flight),
 * by seq: one row for all of them (outbox/sending.ts). */
export interface SendingRow {
  key: 'now';
  seqs: number[];
}

/** A pulled change kept back (never skipped) while its row has entries still waiting, or while a
 * client deleted on the server still has entries a person must see; applied once they finish. */
export interface DeferredChangeRow {
  table: SyncedTable;
  localId: string;
  /** The client the row hangs on: a client delete waits for every open entry of its chain. */
  chain: string;
  change: { entity: string; id: ServerId; op: 'upsert' | 'delete'; version?: number; data?: Record<string, unknown> | null };
  at: number; // epoch ms
}

/** A full-size document image fetched from the server, kept within a size budget (oldest used go first). */
export interface CachedPhotoRow {
  fileName: string;
  clientLocalId: string;
  bytes: ArrayBuffer;
  mime: string;
  size: number;
  usedAt: number; // epoch ms
}

export interface MergeRow {
  id?: number;
  clientLocalId: string;
  serverId: ServerId;
  nationalCode: string;
  /** What this tablet had entered before it adopted the server's client (kept, never dropped). */
  localFields: ClientFields;
  at: string;
  /** When a toast told the person (once, whichever tab claimed it). */
  noticedAt?: string;
  /** When a person opened the sync centre after it: the chip's mark goes. */
  seenAt?: string;
}

export interface CounterRow {
  name: string;
  value: number;
}

export interface AdminRow {
  id: ServerId;
  userName: string;
  firstName: string;
  lastName: string;
  userRole: string;
}

export interface OfflineVerifierRow {
  userName: string; // lower-cased
  userId: string;
  role: string;
  fullName: string;
  salt: ArrayBuffer;
  hash: ArrayBuffer;
  iterations: number;
  lastOnlineAt: number; // epoch ms of the last online sign-in
  /** The latest time the tablet's clock showed at a sign-in or unlock since then (epoch ms): a
   *  clock set back does not give the 14 days back (domain/offline-signin-rules.ts). */
  latestSeenAt?: number;
  /** The tablet's data key wrapped with this person's password (crypto/key-wrap.ts). */
  wrappedKey?: ArrayBuffer;
  /** The server's credentials version of this user at that sign-in (absent: written before
   *  versions existed, read as 1); a later one in sync/changes drops the row. */
  credentialsVersion?: number;
}

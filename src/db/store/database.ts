// The Dexie database of the tablet: one versioned schema for every entity of both seeds, the
// outbox, the sync state, counters and offline sign-in verifiers. Only db/ imports Dexie.
import { Dexie, type EntityTable, type Table, type Transaction } from 'dexie';
import type {
  AdminRow, AuditViewRow, CachedPhotoRow, ClientRow, CounterRow, DeferredChangeRow, DeliveryCopyRow, DeliveryCredentialRow, DocumentRow, MergeRow,
  FollowUpLocalRow, OfflineVerifierRow, OutboxEntry, RecordRow, RecordTableName, SendingRow, SyncStateRow,
} from './types';
import { encryptionMiddleware } from '../crypto/index';
import { sealsPatientData } from '../crypto/index';
import { untoldMiddleware } from './untold-index';
import { upgradeToV2 } from './upgrade-v2';
import { upgradeToV4 } from './upgrade-v4';
import { upgradeToV9 } from './upgrade-v9';

// Indexes hold no personal field but the national code (design.md: names, phones and birth
// dates stay out of indexes so encryption at rest can come later as a middleware).
const recordIndexes = 'localId, serverId, [clientLocalId+createdAt]';

/** The stores each schema version declares, version 1 first (Dexie keeps every version's
 * declaration; the upgrade tests seed a database as an earlier release left it from these). */
export const schemaStores: ReadonlyArray<Record<string, string>> = [
  {
    clients:
      'localId, serverId, nationalCode, [inAll+createdAt], [inCovered+createdAt], [inScreening+createdAt]',
    documents: 'localId, serverId, [clientLocalId+kind]',
    consultations: recordIndexes,
    screeningTests: recordIndexes,
    helperTests: recordIndexes,
    diseaseData: recordIndexes,
    examinations: recordIndexes,
    smsMessages: recordIndexes,
    admins: 'id',
    outbox: '++seq, &id, [state+seq], localId, chain',
    merges: '++id, clientLocalId',
    syncState: 'key',
    counters: 'name',
    offlineVerifiers: 'userName',
  },
  // 2: pulled changes kept back instead of skipped, a bounded cache of full-size photos; disease
  // data folded to one row per client, and photo bytes the server already has dropped.
  { deferredChanges: '[table+localId], chain', photoCache: 'fileName, usedAt, clientLocalId' },
  // 3: the entries in flight as one row of seqs (outbox/sending.ts), not each entry written
  // 'in-flight' and back (a write per entry); the entry id is not a unique index (a uuid v7
  // each: a uniqueness check would be a read in every outbox write).
  { outbox: '++seq, id, [state+seq], localId, chain', sending: 'key' },
  // 4: the entries whose outcome a person is still to be told of, indexed (untold-index.ts), so
  // the watch for them need not open done entries on every outbox change.
  { outbox: '++seq, id, [state+seq], localId, chain, untold' },
  // 5: each entry's copy sealed for the server, and each author's delivery credential: whoever is
  // at the tablet sends the queue, locked or signed out (outbox/delivery-copies.ts).
  { deliveries: 'seq, userId', deliveryCredentials: 'userId' },
  // 6: the clients' search index (crypto/search-keys.ts): keyed hashes of name-word and digit
  // prefixes, never a name, phone or code. Rows sealed before it get theirs at the next unlock
  // (seal-plain-rows.ts): an upgrade runs without the key and cannot open them.
  {
    clients:
      'localId, serverId, nationalCode, [inAll+createdAt], [inCovered+createdAt], [inScreening+createdAt], *searchKeys',
  },
  // 7: the views of patients made here, kept (sealed: which patient) until the server has them
  // (records/audit-views.ts; issue 37 §5).
  { auditViews: '++seq, userId' },
  // 8: the clinic's follow-ups as the pull brings them (issue 36 §6), so the list and the banner
  // know offline what was marked by hand or closed on another tablet.
  { followUps: 'localId, serverId, clientLocalId' },
  // 9: the copies the server answered, indexed by what it said (`answered`: taken or refused):
  // their entries wait only for their author's replay to settle them, so none is counted as
  // still to send (a refused one counts as refused).
  { deliveries: 'seq, userId, answered' },
];

/** What each version does to the data an earlier one left, by version. */
const upgrades: Record<number, (tx: Transaction) => Promise<void>> = { 2: upgradeToV2, 4: upgradeToV4, 9: upgradeToV9 };

export class ClinicDb extends Dexie {
  clients!: EntityTable<ClientRow, 'localId'>;
  documents!: EntityTable<DocumentRow, 'localId'>;
  consultations!: EntityTable<RecordRow, 'localId'>;
  screeningTests!: EntityTable<RecordRow, 'localId'>;
  helperTests!: EntityTable<RecordRow, 'localId'>;
  diseaseData!: EntityTable<RecordRow, 'localId'>;
  examinations!: EntityTable<RecordRow, 'localId'>;
  smsMessages!: EntityTable<RecordRow, 'localId'>;
  admins!: EntityTable<AdminRow, 'id'>;
  outbox!: Table<OutboxEntry, number>;
  merges!: EntityTable<MergeRow, 'id'>;
  syncState!: EntityTable<SyncStateRow, 'key'>;
  counters!: EntityTable<CounterRow, 'name'>;
  offlineVerifiers!: EntityTable<OfflineVerifierRow, 'userName'>;
  deferredChanges!: Table<DeferredChangeRow, [string, string]>;
  photoCache!: EntityTable<CachedPhotoRow, 'fileName'>;
  sending!: EntityTable<SendingRow, 'key'>;
  deliveries!: EntityTable<DeliveryCopyRow, 'seq'>;
  deliveryCredentials!: EntityTable<DeliveryCredentialRow, 'userId'>;
  auditViews!: EntityTable<AuditViewRow, 'seq'>;
  followUps!: EntityTable<FollowUpLocalRow, 'localId'>;
  /** Whether this database seals patient data (fixed when it opens: the sealing switch). */
  readonly sealsAtRest = sealsPatientData();

  /** `durability`: 'strict' unless a bench compares: a write the person is told is saved is on
   *  disk when its transaction completes (Chromium's default, 'relaxed', may still hold it in the
   *  OS's cache, lost to a power cut in the seconds after). */
  constructor(name = 'clinic', { durability = 'strict' }: { durability?: 'strict' | 'relaxed' } = {}) {
    super(name, { chromeTransactionDurability: durability });
    schemaStores.forEach((stores, i) => {
      const version = this.version(i + 1).stores(stores);
      const upgrade = upgrades[i + 1];
      if (upgrade) version.upgrade(upgrade);
    });
    // Patient fields sealed at rest, opened only while someone unlocked the tablet.
    if (this.sealsAtRest) this.use(encryptionMiddleware);
    this.use(untoldMiddleware);
  }

  recordTable(name: RecordTableName): EntityTable<RecordRow, 'localId'> {
    return this[name];
  }
}

let shared: ClinicDb | undefined;

/** The tablet's database, opened on first use (screens and the engine share it). */
export function localDb(): ClinicDb {
  shared ??= new ClinicDb();
  return shared;
}

// The Dexie database of the tablet: one versioned schema for every entity of both seeds, the
// outbox, the sync state, counters and offline sign-in verifiers. Only db/ imports Dexie.
import { Dexie, type EntityTable, type Table } from 'dexie';
import type {
  AdminRow, ClientRow, CounterRow, DocumentRow, MergeRow, OfflineVerifierRow, OutboxEntry,
  RecordRow, RecordTableName, SyncStateRow,
} from './types';

// Indexes hold no personal field but the national code (design.md: names, phones and birth
// dates stay out of indexes so encryption at rest can come later as a middleware).
const recordIndexes = 'localId, serverId, [clientLocalId+createdAt]';

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

  constructor(name = 'clinic') {
    super(name);
    this.version(1).stores({
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
    });
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

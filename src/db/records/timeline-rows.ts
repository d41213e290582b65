// What this tablet holds of one patient's story (issue 36 §3): the registration, documents,
// records and SMS as timeline entries, each with its sync mark (the client's outbox chain: an
// open entry waits, a failed or conflicting one is refused) and, where the tablet wrote it, who
// did. Rows deleted here are returned marked, so the merge can leave out the server's copy too.
import { Dexie } from 'dexie';
import { performedDayOf } from '../../domain/clinical-dates';
import type { LocalEntry, SyncMark, TimelineEntry, TimelineKind } from '../../domain/timeline';
import { entriesOfChain } from '../outbox/index';
import { recordTableOf, type ClinicDb, type OutboxEntry, type RecordKind } from '../store/index';

interface Mark { sync: SyncMark; author?: string }

/** Each written row's mark and author, from the entries of the client's chain. */
function marksOf(entries: readonly OutboxEntry[]): Map<string, Mark> {
  const marks = new Map<string, Mark>();
  for (const entry of [...entries].sort((a, b) => a.seq! - b.seq!)) {
    const mark = marks.get(entry.localId) ?? { sync: 'sent' };
    if (entry.state === 'failed' || entry.state === 'conflict') mark.sync = 'refused';
    else if (entry.state !== 'done' && mark.sync !== 'refused') mark.sync = 'waiting';
    // The first writer of a row recorded it; the kiosk's entries have no author.
    if (mark.author === undefined && entry.userId !== undefined && entry.authorName?.trim()) mark.author = entry.authorName.trim();
    marks.set(entry.localId, mark);
  }
  return marks;
}

const clinicalKinds: readonly RecordKind[] = ['consultation', 'screeningTest', 'helperTest', 'diseaseData', 'examination', 'sms'];

/** The patient's entries on this tablet, of the kinds asked for; [] when the client is not here. */
export async function localTimeline(db: ClinicDb, clientLocalId: string, kinds: readonly TimelineKind[]): Promise<LocalEntry[]> {
  const client = await db.clients.get(clientLocalId);
  if (!client) return [];
  const marks = marksOf(await entriesOfChain(db, clientLocalId));
  const of = (localId: string, serverId: string | number | undefined) => {
    const mark = marks.get(localId);
    // A row no entry speaks of and without a server id has not reached the server either.
    return { sync: mark?.sync ?? (serverId === undefined ? 'waiting' : 'sent'), recordedBy: mark?.author ?? null } as const;
  };
  const wanted = new Set(kinds);
  const rows: LocalEntry[] = [];
  if (wanted.has('registration')) {
    rows.push({ deleted: client.deleted === 1, entry: { kind: 'registration', serverId: client.serverId, localId: client.localId, recordedAt: client.createdAt, ...of(client.localId, client.serverId) } });
  }
  if (wanted.has('document')) {
    const documents = await db.documents.where('[clientLocalId+kind]').between([clientLocalId, Dexie.minKey], [clientLocalId, Dexie.maxKey]).toArray();
    for (const doc of documents) {
      rows.push({ deleted: doc.deleted === 1, entry: {
        kind: 'document', subtype: doc.type, personal: doc.kind === 'personal', serverId: doc.serverId, localId: doc.localId,
        recordedAt: doc.uploadDate ?? doc.createdAt, ...of(doc.localId, doc.serverId),
      } });
    }
  }
  for (const kind of clinicalKinds.filter((k) => wanted.has(k))) {
    const records = await db.recordTable(recordTableOf[kind])
      .where('[clientLocalId+createdAt]').between([clientLocalId, Dexie.minKey], [clientLocalId, Dexie.maxKey]).toArray();
    for (const record of records) {
      const typed = typeof record.payload.date === 'string' && !Number.isNaN(Date.parse(record.payload.date)) ? record.payload.date : record.createdAt;
      const entry: TimelineEntry = {
        kind, subtype: record.subtype ?? null, serverId: record.serverId, localId: record.localId, recordedAt: new Date(typed).toISOString(),
        performedAt: kind === 'sms' ? null : performedDayOf(record.payload, record.createdAt), ...of(record.localId, record.serverId),
      };
      rows.push({ deleted: record.deleted === 1, entry });
    }
  }
  return rows;
}

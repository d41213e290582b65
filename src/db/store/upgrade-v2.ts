// Schema 2's upgrade of a tablet's existing data: schema 1 kept disease data as a new row on every save while
// the server keeps one record per client, so the rows of a client fold into the newest (the one
// the screen showed) and their queued saves follow it; and photo bytes the server already has are
// dropped (the thumbnail stays, the full image comes back from the server when needed).
import type { Transaction } from 'dexie';
import type { DocumentRow, OutboxEntry, RecordRow } from './types';

const openStates = new Set(['pending', 'in-flight', 'conflict', 'failed']);

export async function upgradeToV2(tx: Transaction): Promise<void> {
  // eslint-disable-next-line db-rooms/outbox-tables -- a schema upgrade rewrites the stored rows of its version, below the room that writes them
  const outbox = await tx.table<OutboxEntry, number>('outbox').toArray();
  await foldDiseaseData(tx, outbox);
  await dropUploadedPhotoBytes(tx, outbox);
}

async function foldDiseaseData(tx: Transaction, outbox: OutboxEntry[]): Promise<void> {
  const table = tx.table<RecordRow, string>('diseaseData');
  const byClient = new Map<string, RecordRow[]>();
  for (const row of await table.toArray()) byClient.set(row.clientLocalId, [...(byClient.get(row.clientLocalId) ?? []), row]);
  for (const rows of byClient.values()) {
    if (rows.length < 2) continue;
    rows.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.localId.localeCompare(b.localId));
    const kept = rows[rows.length - 1]!;
    const folded = rows.slice(0, -1);
    const foldedIds = new Set(folded.map((r) => r.localId));
    const serverId = kept.serverId ?? rows.find((r) => r.serverId !== undefined)?.serverId;
    const versions = rows.map((r) => r.version ?? 0);
    await table.put({ ...kept, serverId, version: Math.max(...versions) || undefined });
    await table.bulkDelete([...foldedIds]);
    // Each queued save keeps its own payload and seq order, so the newest still lands last.
    const moved = outbox.filter((e) => e.table === 'diseaseData' && foldedIds.has(e.localId));
    // eslint-disable-next-line db-rooms/outbox-tables -- a schema upgrade rewrites the stored rows of its version, below the room that writes them
    for (const entry of moved) await tx.table('outbox').update(entry.seq!, { localId: kept.localId });
  }
}

async function dropUploadedPhotoBytes(tx: Transaction, outbox: OutboxEntry[]): Promise<void> {
  const uploading = new Set(outbox.filter((e) => e.operation === 'document.upload' && openStates.has(e.state)).map((e) => e.localId));
  await tx.table<DocumentRow, string>('documents').toCollection().modify((doc) => {
    if (doc.photo && doc.fileName && doc.serverId !== undefined && !uploading.has(doc.localId)) delete doc.photo;
  });
}

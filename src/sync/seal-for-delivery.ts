// Each of the signed-in author's waiting entries sealed for the server, as its call would go
// (build-call.ts; a client not on the server yet named by its localId), and kept beside the queue:
// from then on whoever is at the tablet delivers it (deliver-pass.ts), the author unlocked or not.
// Runs while the author is unlocked (an entry is opened to be sealed), after their writes.
import type { OutboxCall } from '../api/outbox-transport';
import { sealForServer } from '../db/crypto/index';
import { entriesToSeal, keepDeliveryCopy, type EntryToSeal } from '../db/outbox/index';
import { readSyncState, type ClinicDb } from '../db/store/index';
import type { SealedHeader } from '../domain/delivery';
import { buildCall, type IdMarks } from './build-call';

const marks: IdMarks = { client: '{clientId}', record: '{recordId}' };

function headerOf({ entry, basedOn }: EntryToSeal, call: OutboxCall, deviceId: string): SealedHeader | undefined {
  if (call.method === 'get' || entry.userId === undefined) return undefined;
  const header: SealedHeader = { entryId: entry.id, userId: Number(entry.userId), deviceId, method: call.method, path: call.path };
  if (entry.dependsOn?.table === 'clients') header.clientLocalId = entry.dependsOn.localId;
  // A delete of a document or record whose create is still queued: the server finds it by localId.
  else if (entry.dependsOn && call.path.includes(marks.record)) header.recordLocalId = entry.dependsOn.localId;
  if (call.json !== undefined) header.json = call.json;
  if (basedOn) {
    // The version its row will have once the earlier write is answered, as the replay would send.
    if (basedOn.userId === undefined) return undefined; // a kiosk's write: its answer is the kiosk's to read
    header.ifMatchAfter = { entryId: basedOn.id, userId: Number(basedOn.userId) };
  } else if (call.ifMatch !== undefined) header.ifMatch = call.ifMatch;
  if (call.file) header.file = { mime: call.file.mime, name: call.file.name, fields: call.file.fields ?? {} };
  return header;
}

/** Seals what `userId` has waiting and no copy of; resolves to how many were sealed. Nothing when
 * the tablet has no server key or device id yet (a first sign-in brings both). */
export async function sealForDelivery(db: ClinicDb, userId: string): Promise<number> {
  const { deliveryKey, deviceId } = await readSyncState(db);
  if (!deliveryKey || !deviceId) return 0;
  let sealed = 0;
  for (const toSeal of await entriesToSeal(db, userId)) {
    const { entry } = toSeal;
    const call = await buildCall(db, entry, undefined, marks);
    if (typeof call === 'string') continue; // an id it needs is not known yet: the next pass looks again
    const header = headerOf(toSeal, call, deviceId);
    if (!header) continue;
    const bytes = await sealForServer(deliveryKey, header, call.file?.bytes);
    if (await keepDeliveryCopy(db, entry, bytes)) sealed += 1;
  }
  return sealed;
}

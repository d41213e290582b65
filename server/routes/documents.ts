// Documents and personal documents: multipart uploads judged by their bytes, lists, deletes, getfile.
import { documentListResult, uploadResult } from '../../src/domain/schemas/results';
import { noResult } from '../../src/domain/schemas/call-results';
import type { Context } from 'hono';
import { messages } from '../../src/domain/messages';
import { serverMessages } from '../../src/domain/server-messages';
import { codesOf, documentTypeLabels, personalFileTypes } from '../../src/domain/codes';
import { dimensionsOf, imageKindOf } from '../files/image-type';
import { storedNamePattern } from '../files/store';
import { reencode } from '../files/reencode';
import { testPause } from '../http/test-pause';
import { deleteRecord, insertRecord, recordsOf, type StoredRecord } from '../store/records';
import { findDocumentByFile } from '../store/documents';
import type { RecordKind } from '../store/changes';
import { reply } from '../http/envelope';
import { HttpFailure, invalid, localIdTaken, notFound, unauthorized } from '../http/failure';
import { returnUploadSlot, takeUploadSlot } from '../store/kiosks';
import { countStored, quotaLeft, quotaOf, secondsToNextDay, type UploadQuota } from '../store/upload-quota';
import { kioskDevicesText } from '../../src/domain/kiosk-devices-text';
import { codeParam } from '../http/params';
import { idParam } from '../http/validate';
import type { AppEnv, Caller } from '../http/context';
import type { RouteDef } from '../http/route';
import { recorderOf } from './record-route';
import { recordAudit } from '../store/audit';

type DocKind = Extract<RecordKind, 'document' | 'personalDocument'>;
const typeField: Record<DocKind, string> = { document: 'documentTypes', personalDocument: 'personalFileType' };
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function upload(c: Context<AppEnv>, kind: DocKind, types: readonly number[], caller: Caller | undefined): Promise<Response> {
  const { sql: db, config } = c.get('deps');
  const clientId = idParam(c, 'clientId');
  const type = codeParam(c, kind === 'document' ? 'documentType' : 'personalFileType', types);
  if (!caller) throw unauthorized();
  const quota = quotaOf(caller, config.uploadClock.now(), { perKiosk: config.uploadBytesPerKioskPerDay, perUser: config.uploadBytesPerUserPerDay });
  // Refused before the body is read or decoded; counted for good in the storing transaction.
  if (!(await quotaLeft(db, quota))) dayQuotaReached(c, quota.now);
  if (caller.role !== 'Kiosk') return storeUpload(c, kind, clientId, type, quota);
  const slot = await takeUploadSlot(db, caller.jti, clientId, config.kioskUploadsPerClient);
  // A client this kiosk did not make or look up does not exist for it.
  if (slot === 'denied') throw notFound();
  // A kiosk's count per client never frees (it is no "come back later", so no 429): a refusal the
  // tablet shows and does not send again (sync/classify.ts: 403 fails the entry).
  if (slot === 'full') throw new HttpFailure(403, kioskDevicesText.uploadQuotaReached);
  try {
    return await storeUpload(c, kind, clientId, type, quota);
  } catch (error) {
    await returnUploadSlot(db, caller.jti, clientId);
    throw error;
  }
}

/** 429 (not kept with an Idempotency-Key): the tablet keeps the photo and sends it the next day. */
function dayQuotaReached(c: Context<AppEnv>, now: number): never {
  c.header('Retry-After', String(secondsToNextDay(now)));
  throw new HttpFailure(429, serverMessages.uploadDayQuotaReached);
}

async function storeUpload(c: Context<AppEnv>, kind: DocKind, clientId: number, type: number, quota: UploadQuota): Promise<Response> {
  const { sql: db, config, files } = c.get('deps');
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw invalid({ file: messages.uploadNeedsTypeAndFile });
  }
  const file = form.get('file');
  if (!file || typeof file === 'string') throw invalid({ file: messages.uploadNeedsTypeAndFile });
  if (file.size > config.maxUploadBytes) throw new HttpFailure(413, serverMessages.fileTooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const image = imageKindOf(bytes);
  if (!image) throw new HttpFailure(415, serverMessages.unsupportedImage);
  const size = dimensionsOf(bytes, image);
  if (!size || size.width === 0 || size.height === 0) throw new HttpFailure(415, serverMessages.unsupportedImage);
  if (size.width * size.height > config.maxUploadPixels) throw new HttpFailure(413, serverMessages.fileTooLarge);
  const clean = await c.get('deps').decodes.run(async () => {
    await testPause('image-decoding');
    return reencode(bytes, image, config.maxUploadPixels);
  });
  if (!clean) throw new HttpFailure(415, serverMessages.unsupportedImage);
  // What is stored is bounded as what comes in is: a clean copy larger than an upload may be
  // (a low-quality JPEG at our quality, pixels no filter can shrink) is refused, not kept.
  if (clean.bytes.byteLength > config.maxUploadBytes) throw new HttpFailure(413, serverMessages.fileTooLarge);
  const localIdField = form.get('localId');
  const localId = typeof localIdField === 'string' && uuidPattern.test(localIdField) ? localIdField : undefined;
  // The bytes and their record in one transaction: a crash between them leaves neither.
  const record = await db.tx(async (tx) => {
    const staged = await files.stage(tx, clean.bytes, image);
    await testPause('upload-staged');
    const row = await insertRecord(tx, kind, clientId, { fileName: staged.name, [typeField[kind]]: type, uploadDate: new Date().toISOString(), mime: image.mime, width: clean.width, height: clean.height }, localId, recorderOf(c.get('caller')));
    // A repeated localId answered the earlier row: the bytes just written are not needed.
    if (row?.fileName !== staged.name) {
      await staged.drop();
      return row;
    }
    // Past the day's quota: thrown, so the record and the bytes roll back.
    if (!(await countStored(tx, quota, clean.bytes.byteLength))) dayQuotaReached(c, quota.now);
    staged.keep();
    return row;
  });
  if (!record) throw notFound();
  if (record.clientId !== clientId) throw localIdTaken();
  return reply(c, { id: record.id, fileName: record.fileName, localId: record.localId, version: record.version }, { status: 201, message: messages.infoSaved });
}

const listShape = (kind: DocKind) => (record: StoredRecord) => ({
  id: record.id, localId: record.localId, clientId: record.clientId, fileName: record.fileName,
  [typeField[kind]]: record[typeField[kind]], uploadDate: record.uploadDate, version: record.version, updatedAt: record.updatedAt,
});

const docRoutes = (kind: DocKind, prefix: string, typeName: string, types: readonly number[]): RouteDef[] => [
  {
    method: 'post', path: `Client/${prefix}upload/{clientId}/{${typeName}}`, access: { station: 'clients', kiosk: true }, multipart: true, result: uploadResult,
    codes: { [typeName]: types },
    // The image is decoded and encoded afresh (seconds for a large one) before its one short
    // transaction: the key's reservation and answer are kept around it, not held through it.
    waitsOutside: true,
    statuses: [201, 404, 409, 413, 415, 429], retryAfter: [429],
    summary: `Upload a ${kind} (JPEG or PNG, judged by its bytes); 429 with Retry-After past a day's quota, 403 past a kiosk's count per client (for good)`,
    handler: (c, caller) => upload(c, kind, types, caller),
  },
  {
    method: 'get', path: `client/${prefix}documentlist/{clientId}`, access: { station: 'clients' }, result: documentListResult, summary: `The ${kind}s of a client`,
    handler: async (c) => {
      const { items } = await recordsOf(c.get('deps').sql, kind, idParam(c, 'clientId'));
      return reply(c, items.map(listShape(kind)));
    },
  },
  {
    method: 'delete', path: `client/${prefix}document/{id}`, access: { station: 'clients' }, result: noResult, statuses: [404], summary: `Delete a ${kind}`,
    handler: async (c) => {
      const { sql: db, files } = c.get('deps');
      const record = await deleteRecord(db, kind, idParam(c, 'id'));
      if (!record) throw notFound();
      await files.removeWith(db, [String(record.fileName)]);
      return reply(c, null);
    },
  },
];

export const documentRoutes: RouteDef[] = [
  ...docRoutes('document', '', 'documentType', codesOf(documentTypeLabels)),
  ...docRoutes('personalDocument', 'personal/', 'personalFileType', personalFileTypes),
  {
    method: 'get', path: 'Client/getfile/{fileName}', access: { station: 'clients' }, image: true, statuses: [404], retryAfter: [503], summary: 'The image bytes of a stored document',
    handler: async (c) => {
      const { sql: db, files } = c.get('deps');
      const fileName = c.req.param('fileName') ?? '';
      // A name the server never makes names nothing: answered before any query.
      if (!storedNamePattern.test(fileName)) throw notFound();
      const record = await findDocumentByFile(db, fileName);
      const bytes = record && (await files.read(fileName));
      if (!bytes) throw notFound();
      await recordAudit(db, { action: 'view', entity: 'photo', entityId: record.id, clientId: record.clientId });
      return c.body(new Uint8Array(bytes), 200, {
        'content-type': String(record.mime ?? 'application/octet-stream'),
        // A patient's photo: never in the browser's HTTP cache on disk; the
        // tablet keeps its own copy in its photo cache (db/), where its data key covers it.
        'cache-control': 'no-store',
      });
    },
  },
];

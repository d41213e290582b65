// One sealed entry delivered: opened with the server's key, checked against the credential that
// brought it (its author, its tablet), its client's (or deleted record's) server id put in by the
// row's localId, and run through the whole app as the author's own call would be (role check,
// Idempotency-Key, If-Match, validation, its transaction): the author's own replay later answers
// from the same key.
// The outcome names ids, a version, a photo's stored name and a refusal's words, never a
// patient's field.
import * as v from 'valibot';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { parentMissingStatus, sealedHeaderSchema, type DeliveryOutcome, type SealedHeader } from '../../src/domain/delivery';
import { deliveryText } from '../../src/domain/delivery-text';
import { isStaffRole, type Role } from '../../src/domain/roles';
import { forgetInternal, requestAs } from '../auth/internal-caller';
import type { AppEnv } from '../http/context';
import { staffOwner } from '../http/idempotency';
import { HttpFailure } from '../http/failure';
import { isDeliverable } from './deliverable';

const clientIdMark = '{clientId}';
const recordIdMark = '{recordId}';

interface Opened { header: SealedHeader; file: Uint8Array<ArrayBuffer> }

function parse(plain: Buffer): Opened | undefined {
  if (plain.length < 4) return undefined;
  const length = plain.readUInt32BE(0);
  if (length > plain.length - 4) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(plain.subarray(4, 4 + length).toString('utf8'));
  } catch {
    return undefined;
  }
  const checked = v.safeParse(sealedHeaderSchema, json);
  return checked.success ? { header: checked.output, file: new Uint8Array(plain.subarray(4 + length)) } : undefined;
}

async function clientIdOf(c: Context<AppEnv>, localId: string | undefined): Promise<number | undefined> {
  if (localId === undefined) return undefined;
  const row = await c.get('deps').sql.one<{ id: number }>(sql`SELECT id FROM clients WHERE local_id = ${localId}`);
  return row?.id;
}

/** A document or test by the localId its create carried, of the kinds a delivery may delete (the
 * delete's own route then checks the kind its path names). */
async function recordIdOf(c: Context<AppEnv>, localId: string | undefined): Promise<number | undefined> {
  if (localId === undefined) return undefined;
  const row = await c.get('deps').sql.one<{ id: number }>(sql`SELECT id FROM records
    WHERE kind IN ('document', 'personalDocument', 'screeningTest', 'helperTest') AND local_id = ${localId} ORDER BY id LIMIT 1`);
  return row?.id;
}

/** The version an earlier write's answer gave its row, as kept under that write's key for its
 * author (idempotency.ts); undefined while it has no such answer (not on the server yet, refused). */
async function versionAfter(c: Context<AppEnv>, earlier: { entryId: string; userId: number }): Promise<number | undefined> {
  const kept = await c.get('deps').sql.one<{ status: number | null; body: unknown }>(sql`SELECT status, body FROM idempotency
    WHERE owner = ${staffOwner(earlier.userId)} AND key = ${earlier.entryId}`);
  if (!kept || kept.status === null || kept.status < 200 || kept.status >= 300) return undefined;
  const version = ((kept.body as { result?: { version?: unknown } } | null)?.result)?.version;
  return typeof version === 'number' ? version : undefined;
}

/** The call as the replay sends it: `{clientId}` in the path, and as a top-level body value (a
 * submit's `id`), becomes the client's server id. */
function requestOf(c: Context<AppEnv>, { header, file }: Opened, ids: { clientId?: number; recordId?: number }, ifMatch: number | undefined): { path: string; request: Request } {
  const { clientId } = ids;
  const path = header.path.replace(clientIdMark, String(clientId)).replace(recordIdMark, String(ids.recordId));
  const headers = new Headers({ 'idempotency-key': header.entryId });
  if (ifMatch !== undefined) headers.set('if-match', String(ifMatch));
  let body: BodyInit | undefined;
  if (header.file) {
    const form = new FormData();
    for (const [name, value] of Object.entries(header.file.fields)) form.append(name, value);
    form.append('file', new Blob([file], { type: header.file.mime }), header.file.name);
    body = form;
  } else if (header.json !== undefined) {
    const json = header.json !== null && typeof header.json === 'object' && !Array.isArray(header.json)
      ? Object.fromEntries(Object.entries(header.json).map(([k, value]) => [k, value === clientIdMark ? clientId : value]))
      : header.json;
    headers.set('content-type', 'application/json');
    body = JSON.stringify(json);
  }
  return { path, request: new Request(new URL(`/api/v1/${path}`, c.req.url), { method: header.method.toUpperCase(), headers, body }) };
}

function outcomeOf(entryId: string, response: Response, body: unknown): DeliveryOutcome {
  const outcome: DeliveryOutcome = { entryId, status: response.status };
  const envelope = (body ?? {}) as { message?: unknown; result?: unknown; errors?: unknown };
  const result = (envelope.result ?? {}) as { id?: unknown; version?: unknown; fileName?: unknown };
  if (typeof result.id === 'number' || typeof result.id === 'string') outcome.id = result.id;
  if (typeof result.version === 'number') outcome.version = result.version;
  // A photo's stored name (the server's own, no patient's): its author's replay settles the
  // upload from this answer instead of sending the bytes again.
  if (typeof result.fileName === 'string') outcome.fileName = result.fileName;
  if (response.status >= 300 && typeof envelope.message === 'string') outcome.message = envelope.message;
  if (response.status >= 300 && envelope.errors && typeof envelope.errors === 'object') {
    outcome.fields = Object.fromEntries(Object.entries(envelope.errors).filter(([, text]) => typeof text === 'string')) as Record<string, string>;
  }
  const retryAfter = Number(response.headers.get('retry-after'));
  if (retryAfter > 0) outcome.retryAfter = retryAfter;
  return outcome;
}

/** Delivers one entry for the credential's author and tablet; throws HttpFailure for an entry the
 * delivery itself refuses (not sealed for this server, another author's, not a queued write). */
export async function deliverEntry(c: Context<AppEnv>, holder: { userId: number; deviceId: string; credentialId: string }, sealed: Uint8Array): Promise<DeliveryOutcome> {
  const plain = c.get('deps').deliveryKey.open(sealed);
  const opened = plain && parse(plain);
  if (!opened) throw new HttpFailure(400, deliveryText.cannotOpen);
  const { header } = opened;
  if (header.userId !== holder.userId || header.deviceId !== holder.deviceId) throw new HttpFailure(403, deliveryText.notThisAuthor);
  const user = await c.get('deps').sql.one<{ role: string }>(sql`SELECT role FROM users WHERE id = ${holder.userId}`);
  if (!user || !isStaffRole(user.role)) throw new HttpFailure(403, deliveryText.notThisAuthor);
  const needsClient = header.clientLocalId !== undefined || header.path.includes(clientIdMark);
  const clientId = needsClient ? await clientIdOf(c, header.clientLocalId) : undefined;
  const needsRecord = header.path.includes(recordIdMark);
  const recordId = needsRecord ? await recordIdOf(c, header.recordLocalId) : undefined;
  if ((needsClient && clientId === undefined) || (needsRecord && recordId === undefined)) {
    return { entryId: header.entryId, status: parentMissingStatus, message: deliveryText.parentMissing };
  }
  // An edit that followed an earlier write of its row: based on the version that write made, as
  // its author's replay would send it; until that write is answered, it waits as a child would.
  const ifMatch = header.ifMatchAfter ? await versionAfter(c, header.ifMatchAfter) : header.ifMatch;
  if (header.ifMatchAfter && ifMatch === undefined) return { entryId: header.entryId, status: parentMissingStatus, message: deliveryText.parentMissing };
  const { path, request } = requestOf(c, opened, { clientId, recordId }, ifMatch);
  if (!isDeliverable(header.method, path)) throw new HttpFailure(403, deliveryText.notDeliverable);
  const caller = { userId: holder.userId, role: user.role as Role, jti: `delivery:${holder.credentialId}`, deviceId: holder.deviceId };
  let response: Response;
  try {
    response = await c.get('dispatch')(requestAs(request, caller));
  } finally {
    forgetInternal(request);
  }
  const body: unknown = await response.json().catch(() => null);
  return outcomeOf(header.entryId, response, body);
}

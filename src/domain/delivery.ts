// Delivery: a tablet's queued write sealed for the server, sent by whoever is at the tablet with a
// credential that can deliver its author's writes and read nothing. The tablet seals (WebCrypto:
// ECDH P-256, HKDF-SHA-256, AES-256-GCM), the server opens; both follow this layout.
import * as v from 'valibot';
import { deliveryText } from './delivery-text';

/** Sealed bytes: [version][the sender's one-time public key, 65 bytes raw][12-byte IV][AES-GCM ciphertext and tag]. */
export const sealedVersion = 1;
export const sealedKeyBytes = 65;
export const sealedIvBytes = 12;
export const sealedHeaderBytes = 1 + sealedKeyBytes + sealedIvBytes;
/** HKDF's info; its salt is the one-time public key. */
export const sealedInfo = 'clinic delivery v1';

/** The server's delivery key, as `GET Sync/deliveryKey` answers it (a public P-256 JWK). */
export const deliveryKeyResult = v.object({
  kid: v.string(),
  jwk: v.object({ kty: v.literal('EC'), crv: v.literal('P-256'), x: v.string(), y: v.string() }),
});
export type DeliveryKey = v.InferOutput<typeof deliveryKeyResult>;

/** A sealed entry's own header: its author, its tablet and its call, as the replay would send it
 * (the client's server id, unknown when sealed, named by the client's localId instead). The
 * opened plaintext is [header length, 4 bytes big-endian][header JSON][photo bytes, if any]. */
export const sealedHeaderSchema = v.object({
  entryId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  userId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  deviceId: v.pipe(v.string(), v.uuid(), v.toLowerCase()),
  method: v.picklist(['post', 'put', 'delete']),
  /** Relative to /api/v1/; `{clientId}` stands for the server id of the client `clientLocalId`. */
  path: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  clientLocalId: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(100))),
  /** `{recordId}` in the path stands for the server id of the document or record of this localId. */
  recordLocalId: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(100))),
  json: v.optional(v.unknown()),
  ifMatch: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** Instead of `ifMatch`, for an edit made while an earlier write of its row waited: If-Match is
   * the version that write's answer (kept under its Idempotency-Key for its author) gave. */
  ifMatchAfter: v.optional(v.object({
    entryId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
    userId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  })),
  file: v.optional(v.object({ mime: v.pipe(v.string(), v.maxLength(100)), name: v.pipe(v.string(), v.maxLength(200)), fields: v.record(v.string(), v.pipe(v.string(), v.maxLength(200))) })),
});
export type SealedHeader = v.InferOutput<typeof sealedHeaderSchema>;

export const deliveryCredentialBody = v.object({
  deviceId: v.pipe(v.string(deliveryText.deviceIdInvalid), v.maxLength(36, deliveryText.deviceIdInvalid), v.uuid(deliveryText.deviceIdInvalid), v.toLowerCase()),
});
export const deliveryCredentialResult = v.object({ credential: v.string() });

/** What a delivery answers of an entry: its status and the ids, version and stored file name the
 * server gave, a refusal's message and the names of the fields refused; never a patient's field. */
export const deliveryOutcome = v.object({
  entryId: v.string(),
  status: v.number(),
  id: v.optional(v.union([v.number(), v.string()])),
  version: v.optional(v.number()),
  /** An upload's stored name (the server's, not the patient's). */
  fileName: v.optional(v.pipe(v.string(), v.maxLength(200))),
  message: v.optional(v.string()),
  fields: v.optional(v.record(v.string(), v.string())),
  retryAfter: v.optional(v.number()),
});
export type DeliveryOutcome = v.InferOutput<typeof deliveryOutcome>;

/** The staff tablets SuperAdmin may mark lost (GET Account/device). */
export const staffTabletsResult = v.array(v.object({ id: v.string(), users: v.array(v.string()), lastSignInAt: v.string() }));
export type StaffTablet = v.InferOutput<typeof staffTabletsResult>[number];

/** 424: the entry names a client the server does not hold yet (its create not delivered): try later. */
export const parentMissingStatus = 424;

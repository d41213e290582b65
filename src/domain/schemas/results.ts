// What the server answers in `result` (api-v1.md), as valibot schemas: openapi.json is generated
// from them, as it is from the request schemas.
import * as v from 'valibot';
import { staffRoles } from '../roles';
import { clientUpdateSchema } from './client';

const instant = v.pipe(v.string(), v.isoTimestamp());
const serverId = v.pipe(v.number(), v.integer());

export const clientResult = v.object({
  ...clientUpdateSchema.entries,
  isNew: v.boolean(),
  id: serverId,
  localId: v.nullable(v.string()),
  submitted: v.boolean(),
  version: serverId,
  createdAt: instant,
  updatedAt: instant,
});

export const clientSummaryResult = v.pick(clientResult, [
  'id', 'localId', 'firstName', 'lastName', 'nationalCode', 'phoneNumber', 'isCoveredPatient', 'isScreening', 'isNew', 'isPersonnel', 'version', 'updatedAt',
]);

export const clientCreatedResult = v.pick(clientResult, ['id', 'localId', 'version', 'updatedAt']);

/** Client/submit: the version finalizing made, which an edit the tablet made after it matches. */
export const clientSubmittedResult = v.pick(clientResult, ['id', 'version']);

/** A Kiosk learns the id alone. */
export const clientSearchResult = v.union([clientResult, v.object({ id: serverId })]);

export const loginResult = v.object({
  token: v.string(), fullName: v.string(), userId: serverId, expiresIn: serverId, role: v.picklist(staffRoles), credentialsVersion: serverId,
});

export const usersResult = v.array(v.object({
  id: serverId, userName: v.string(), firstName: v.string(), lastName: v.string(), userRole: v.picklist(staffRoles),
}));

export const kioskIssuedResult = v.object({ token: v.string(), expiresIn: serverId });

export const kioskDevicesResult = v.array(v.object({
  id: v.pipe(v.string(), v.uuid()), deviceName: v.string(), createdAt: instant, lastSeenAt: v.nullable(instant),
  expiresAt: instant, issuedBy: v.nullable(v.string()),
}));

export const uploadResult = v.object({ id: serverId, fileName: v.string(), localId: v.nullable(v.string()), version: serverId });

export const documentListResult = v.array(v.object({
  id: serverId, localId: v.nullable(v.string()), clientId: serverId, fileName: v.string(),
  documentTypes: v.optional(serverId), personalFileType: v.optional(serverId), uploadDate: instant, version: serverId, updatedAt: instant,
}));

const entities = ['client', 'document', 'personalDocument', 'consultation', 'screeningTest', 'helperTest', 'diseaseData', 'examination', 'followUp'] as const;

export const syncChangesResult = v.object({
  changes: v.array(v.object({
    entity: v.picklist(entities),
    id: serverId,
    op: v.picklist(['upsert', 'delete']),
    version: serverId,
    data: v.nullable(v.record(v.string(), v.unknown())),
    seq: v.pipe(v.string(), v.regex(/^\d+$/)),
  })),
  cursor: v.pipe(v.string(), v.regex(/^\d+$/)),
  hasMore: v.boolean(),
  /** Every staff account's credentials version: a tablet drops the offline sign-in of a user whose
   *  version went up (a password set) or who is no longer listed (deleted). */
  credentials: v.array(v.object({ userId: serverId, credentialsVersion: serverId })),
});

export const healthResult = v.object({ status: v.literal('ok'), database: v.picklist(['pglite', 'postgresql']), version: v.string() });

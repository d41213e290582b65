// The audit trail's chain: each entry's hash is SHA-256 over the hash before it and the entry's
// canonical form (a JSON array of its fields in a fixed order), so changing, removing or
// reordering any entry breaks every link after it. The first entry links to 32 zero bytes.
import { createHash } from 'node:crypto';

export const genesisHash = new Uint8Array(32);

export interface ChainedFields {
  id: number;
  at: string;
  userId: number | null;
  role: string;
  device: string | null;
  session: string | null;
  action: string;
  entity: string | null;
  entityId: number | null;
  clientId: number | null;
  seenAt: string | null;
  /** The tablet's id of a view (migration 031); entries without one hash as before it existed. */
  viewId?: string | null;
  /** The device an account change acted on (migration 031). */
  target?: string | null;
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

export function canonicalForm(entry: ChainedFields): string {
  return JSON.stringify([
    entry.id, iso(entry.at), entry.userId, entry.role, entry.device, entry.session,
    entry.action, entry.entity, entry.entityId, entry.clientId, iso(entry.seenAt),
    // Fields of migration 031, only when one is given: older entries hash as they always did.
    ...(entry.viewId || entry.target ? [entry.viewId ?? null, entry.target ?? null] : []),
  ]);
}

export function chainHash(previous: Uint8Array, entry: ChainedFields): Uint8Array {
  return new Uint8Array(createHash('sha256').update(previous).update(canonicalForm(entry), 'utf8').digest());
}

export const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);

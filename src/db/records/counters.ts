// List totals kept as counters, updated in the same transaction as the write or the pull
// (stack.md trap 12: Table.count() walks 100k rows in 366 ms; a counter read takes 1 ms).
import type { ClinicDb } from '../store/index';
import type { ClientRow } from '../store/index';

export const clientLists = ['all', 'covered', 'screening'] as const;
export type ClientList = (typeof clientLists)[number];

export const flagOf: Record<ClientList, 'inAll' | 'inCovered' | 'inScreening'> = {
  all: 'inAll',
  covered: 'inCovered',
  screening: 'inScreening',
};

export const listIndex = (list: ClientList) => `[${flagOf[list]}+createdAt]`;

/** Membership flags of a client row from its fields (deleted rows are in no list). */
export function listFlags(row: Pick<ClientRow, 'deleted' | 'fields'>): Pick<ClientRow, 'inAll' | 'inCovered' | 'inScreening'> {
  const shown = row.deleted === 0;
  return {
    inAll: shown ? 1 : 0,
    inCovered: shown && row.fields.isCoveredPatient ? 1 : 0,
    inScreening: shown && row.fields.isScreening ? 1 : 0,
  };
}

/** How a row's move from `before` to `after` changes one list's total (-1, 0 or 1). */
export function membershipDelta(list: ClientList, before: ClientRow | undefined, after: ClientRow | undefined): number {
  return (after?.[flagOf[list]] ?? 0) - (before?.[flagOf[list]] ?? 0);
}

/** Moves the counters from a row's old membership to its new one: the counters it changes read in
 * one request and written in one (not a get and a put per list, each a round trip of an intake's
 * save). Call inside a transaction over `counters`. */
export async function adjustClientCounters(db: ClinicDb, before: ClientRow | undefined, after: ClientRow | undefined): Promise<void> {
  const moved = clientLists.map((list) => ({ name: `clients.${list}`, delta: membershipDelta(list, before, after) })).filter((m) => m.delta !== 0);
  if (moved.length === 0) return;
  const current = await db.counters.bulkGet(moved.map((m) => m.name));
  await db.counters.bulkPut(moved.map(({ name, delta }, i) => ({ name, value: Math.max(0, (current[i]?.value ?? 0) + delta) })));
}

export async function readCounter(db: ClinicDb, list: ClientList): Promise<number> {
  return (await db.counters.get(`clients.${list}`))?.value ?? 0;
}

// Version 9: a copy a delivery put on the server (a 2xx outcome) is marked answered 'taken', so
// the count of what is still to send leaves it out without reading every copy's sealed bytes.
// (Refusals noted before it were not told apart from a copy this server could not open: their
// entries count as waiting until their author's replay, as they did.)
import type { Transaction } from 'dexie';
import type { DeliveryCopyRow } from './sync-rows';

export async function upgradeToV9(tx: Transaction): Promise<void> {
  await tx.table<DeliveryCopyRow, number>('deliveries').toCollection().modify((copy) => {
    if (copy.outcome && copy.outcome.status >= 200 && copy.outcome.status < 300) copy.answered = 'taken';
  });
}

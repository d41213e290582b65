// Pulled changes the tablet could not apply yet (design.md: a row with entries still waiting is
// not overwritten) are kept, never skipped: the cursor moves on, the change waits here and is
// applied by the first pull page after the row's entries finish, before that page's own changes
// (it is older than them). A client deleted on the server waits for every open entry of its chain,
// failed ones included, so a person sees whose work was refused before the client row goes.
import type { ClinicDb } from '../store/index';
import type { PulledRow } from './page-table';
import type { ServerChange } from './rows';
import type { WaitingRows } from './waiting';
import type { DeferredChangeRow, SyncedTable } from '../store/index';
import { entriesOfChains } from '../outbox/index';

const isClientDelete = (row: Pick<DeferredChangeRow, 'table' | 'change'>) => row.table === 'clients' && row.change.op === 'delete';

/** Removes the deferred changes whose rows no longer wait and returns them, oldest first.
 * `deferred`: every row of the table, read by the caller beside its other first reads. */
export async function takeReadyDeferred(db: ClinicDb, waiting: WaitingRows, deferred: DeferredChangeRow[]): Promise<ServerChange[]> {
  if (deferred.length === 0) return [];
  const deletes = deferred.filter(isClientDelete);
  const openChains = new Set<string>();
  if (deletes.length > 0) {
    const entries = await entriesOfChains(db, deletes.map((d) => d.chain));
    for (const e of entries) if (e.state !== 'done') openChains.add(e.chain);
  }
  await waiting.preload(deferred.map((d) => d.localId));
  const ready = deferred.filter((d) => (isClientDelete(d) ? !openChains.has(d.chain) : !waiting.has(d.localId)));
  await db.deferredChanges.bulkDelete(ready.map((d) => [d.table, d.localId] as [string, string]));
  return ready.sort((a, b) => a.at - b.at).map((d) => d.change as ServerChange);
}

/** The deferrals a page makes; a later change of the same row replaces an earlier one (commit order). */
export class Deferrals {
  private readonly rows = new Map<string, DeferredChangeRow>();
  private order = 0;

  constructor(private readonly now: number) {}

  add(table: SyncedTable, row: PulledRow & { clientLocalId?: string }, change: ServerChange): void {
    const chain = table === 'clients' ? row.localId : row.clientLocalId ?? row.localId;
    // `at` keeps the page's order among changes deferred in the same millisecond.
    this.rows.set(`${table}\u0000${row.localId}`, { table, localId: row.localId, chain, change, at: this.now + this.order++ / 1000 });
  }

  async write(db: ClinicDb): Promise<void> {
    if (this.rows.size > 0) await db.deferredChanges.bulkPut([...this.rows.values()]);
  }
}

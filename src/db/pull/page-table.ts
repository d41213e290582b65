// One table's rows as a pull page sees them, in memory: loaded by the echoed localIds and then
// by the server ids still unmatched (a change whose echoed localId found its row needs no second
// lookup: on a tablet that holds the rows, that read every row twice), each in as few requests
// as rows-with-keys.ts can, then changed change by change and written once. Lookups answer as
// IndexedDB would after the earlier changes of the page: by primary key, and by serverId the row
// with the smallest localId (index order) among the rows loaded.
import type { Table } from 'dexie';
import { rowsWithKeys } from './rows-with-keys';
import type { ServerId } from '../store/index';

export type PulledRow = { localId: string; serverId?: ServerId; createdAt?: string };

/** The keys IndexedDB accepts for these lookups (anything else makes the request throw). */
const isKey = (value: unknown): value is ServerId =>
  typeof value === 'string' || (typeof value === 'number' && !Number.isNaN(value));

export class PageTable<R extends PulledRow> {
  private readonly rows = new Map<string, R | null>(); // null: known to be absent
  private readonly byServerId = new Map<ServerId, Set<string>>();
  private readonly written = new Set<string>();

  private constructor(private readonly table: Table<R, string>) {}

  /** `lookups`: each change's echoed localId (if any) and server id; `alsoServerIds`: server ids
   * looked up whatever matched (the clients that records hang on). `plain`: the rows are read
   * without their sealed part (plain-rows.ts), for a page that needs only their keys, versions,
   * timestamps and flags; a row to be written back as it was is read whole first (`whole`). */
  static async load<R extends PulledRow>(table: Table<R, string>, lookups: Array<{ localId?: string; serverId: unknown }>,
    alsoServerIds: Iterable<unknown> = [], plain = false): Promise<PageTable<R>> {
    const page = new PageTable(table);
    const keys = [...new Set(lookups.flatMap((l) => (l.localId === undefined ? [] : [l.localId])))];
    const also = new Set(alsoServerIds);
    const allIds = [...new Set([...lookups.map((l) => l.serverId), ...also])].filter(isKey);
    for (const key of keys) page.remember(key, null);
    for (const row of await rowsWithKeys(table, ':id', keys, plain)) page.remember(row.localId, row);
    const unmatched = new Set(lookups.filter((l) => l.localId === undefined || !page.get(l.localId)).map((l) => l.serverId));
    const ids = allIds.filter((id) => unmatched.has(id) || also.has(id));
    for (const row of await rowsWithKeys(table, 'serverId', ids, plain)) page.remember(row.localId, row);
    return page;
  }

  /** The row with every field, for a change that writes it back as it was (a page loaded plain). */
  async whole(localId: string): Promise<R | undefined> {
    if (this.written.has(localId)) return this.get(localId);
    const row = await this.table.get(localId);
    if (row) this.remember(localId, row);
    return row;
  }

  /** The localIds of the rows known now (before the page's changes: the rows it loaded). */
  localIds(): string[] {
    return [...this.rows].flatMap(([localId, row]) => (row ? [localId] : []));
  }

  get(localId: string): R | undefined {
    return this.rows.get(localId) ?? undefined;
  }

  /** where('serverId').equals(id).first() */
  firstByServerId(id: unknown): R | undefined {
    if (!isKey(id)) throw new TypeError(`pull: ${String(id)} is not a valid server id`);
    let first: string | undefined;
    for (const localId of this.byServerId.get(id) ?? []) if (first === undefined || localId < first) first = localId;
    return first === undefined ? undefined : this.get(first);
  }

  /** A row found by another lookup (a client's one disease data record): known from now on, not written. */
  adopt(row: R): R {
    if (!this.rows.has(row.localId)) this.remember(row.localId, row);
    return this.get(row.localId) ?? row;
  }

  put(row: R): void {
    this.remember(row.localId, row);
    this.written.add(row.localId);
  }

  delete(localId: string): void {
    this.remember(localId, null);
    this.written.add(localId);
  }

  /** One bulkPut and one bulkDelete for everything the page changed. */
  async write(): Promise<void> {
    const puts: R[] = [];
    const deletes: string[] = [];
    for (const localId of this.written) {
      const row = this.rows.get(localId);
      if (row) puts.push(row);
      else deletes.push(localId);
    }
    if (deletes.length) await this.table.bulkDelete(deletes);
    if (puts.length) await this.table.bulkPut(puts);
  }

  private remember(localId: string, row: R | null): void {
    const old = this.rows.get(localId);
    if (old?.serverId !== undefined) this.byServerId.get(old.serverId)?.delete(localId);
    this.rows.set(localId, row);
    if (row && isKey(row.serverId)) {
      const set = this.byServerId.get(row.serverId) ?? new Set<string>();
      set.add(localId);
      this.byServerId.set(row.serverId, set);
    }
  }
}

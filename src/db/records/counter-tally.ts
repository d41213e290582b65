// The list counters of one pull page, kept in memory: read once, moved per change exactly as
// adjustClientCounters would move them (clamped at 0 after every step, so a page ends on the same
// totals), written once. Use inside the page's transaction over `counters`.
import { clientLists, membershipDelta, type ClientList } from './counters';
import type { ClinicDb } from '../store/index';
import type { ClientRow } from '../store/index';

export class CounterTally {
  private readonly values = new Map<ClientList, number>();
  private readonly touched = new Set<ClientList>();

  private constructor(private readonly db: ClinicDb) {}

  static async load(db: ClinicDb): Promise<CounterTally> {
    const tally = new CounterTally(db);
    const rows = await db.counters.bulkGet(clientLists.map((list) => `clients.${list}`));
    clientLists.forEach((list, i) => tally.values.set(list, rows[i]?.value ?? 0));
    return tally;
  }

  move(before: ClientRow | undefined, after: ClientRow | undefined): void {
    for (const list of clientLists) {
      const delta = membershipDelta(list, before, after);
      if (delta === 0) continue;
      this.values.set(list, Math.max(0, (this.values.get(list) ?? 0) + delta));
      this.touched.add(list);
    }
  }

  async write(): Promise<void> {
    if (this.touched.size === 0) return;
    await this.db.counters.bulkPut([...this.touched].map((list) => ({ name: `clients.${list}`, value: this.values.get(list) ?? 0 })));
  }
}

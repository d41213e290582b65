// @vitest-environment node
// The status chip's and the sync centre's watches (db/store/throttled-watch.ts): a stream of commits is
// read at most once per gap and the last one always; a change after a quiet spell at once; a
// commit from another connection to the same database (another tab) too; nothing once closed; a
// read the locked tablet refused, again once it is unlocked; a clock set back holds no read off.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClinicDb, createClient, lock, unlockWith, watchGapMs, watchOutboxSummary, watchSyncCentreEntries, type OutboxSummary, type SyncCentreEntries } from '../../src/db/index';
import { watchThrottled } from '../../src/db/store/throttled-watch';
import { clientFields } from './db-fixtures';
import { testDataKey } from '../unlocked';

let db: ClinicDb;
afterEach(async () => db?.delete());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The values a watch gave, and a wait for one that passes `test`. */
function recorder<T>() {
  const values: T[] = [];
  const waiters: Array<() => void> = [];
  return {
    values,
    onValue: (value: T) => {
      values.push(value);
      waiters.splice(0).forEach((wake) => wake());
    },
    async until(test: (value: T) => boolean, ms = 10_000): Promise<T> {
      // On the monotonic clock: a test below sets the wall clock (frozen, without fake timers).
      const deadline = performance.now() + ms;
      for (;;) {
        const found = values.find(test);
        if (found !== undefined) return found;
        if (performance.now() > deadline) throw new Error(`no such value in ${ms} ms: ${JSON.stringify(values.at(-1))}`);
        await Promise.race([new Promise<void>((wake) => waiters.push(wake)), sleep(50)]);
      }
    },
  };
}

/** A watch of `db`'s client count with this gap, once it has given its first answer (none). */
async function watchClientCount(watched: ClinicDb, gap: number) {
  const seen = recorder<number>();
  const stop = watchThrottled(watched, ['clients'], () => watched.clients.count(), seen.onValue, gap);
  await seen.until((count) => count === 0);
  return { seen, stop };
}

/** A new database, opened first: its creation is a change to every table (Dexie tells its watchers). */
async function openedDb(): Promise<ClinicDb> {
  const opened = new ClinicDb(`watch-${Math.random()}`);
  await opened.open();
  return opened;
}

describe('a throttled watch', () => {
  it('reads a stream of 60 saves at most once per gap, and ends on the last one', async () => {
    db = new ClinicDb(`watch-${Math.random()}`);
    const seen = recorder<OutboxSummary>();
    const stop = watchOutboxSummary(db, seen.onValue);
    await seen.until(() => true);
    const started = Date.now();
    for (let i = 1; i <= 60; i += 1) await createClient(db, clientFields(i));
    const elapsed = Date.now() - started;
    await seen.until((summary) => summary.pending === 60);
    stop();
    // The first answer, one read per gap the saves took, the one after the last save (and one
    // read under way when the saves began). Dexie's liveQuery read once per commit: about 60.
    expect(seen.values.length).toBeLessThanOrEqual(3 + Math.ceil(elapsed / watchGapMs));
    expect(seen.values.length).toBeLessThan(60);
    expect(seen.values.at(-1)!.pending).toBe(60);
  });

  it('reads a change after a quiet spell at once, not a gap later', async () => {
    db = await openedDb();
    const gap = 2_000;
    const { seen, stop } = await watchClientCount(db, gap);
    await sleep(gap + 100);
    const saved = Date.now();
    await createClient(db, clientFields(1));
    await seen.until((count) => count === 1, 5_000);
    stop();
    expect(Date.now() - saved).toBeLessThan(gap * 0.75);
  });

  it('holds a change that follows a read back until the gap has passed', async () => {
    db = await openedDb();
    const gap = 3_000;
    const { seen, stop } = await watchClientCount(db, gap);
    const firstRead = Date.now();
    await createClient(db, clientFields(1));
    await sleep(500);
    expect(seen.values).toEqual([0]);
    await seen.until((count) => count === 1, 10_000);
    stop();
    expect(Date.now() - firstRead).toBeGreaterThanOrEqual(gap - 50);
  });

  it('reads a change made after the tablet\'s clock was set back hours, within a gap', async () => {
    db = await openedDb();
    const gap = 200;
    const { seen, stop } = await watchClientCount(db, gap);
    // Corrected from a clock that ran ahead (or set by hand): the wall clock goes back 3 hours,
    // the timers run on. Timed on the wall clock, the next read waited those 3 hours, and the
    // status chip showed a queue the delivery had already emptied (history seed 7).
    vi.setSystemTime(Date.now() - 3 * 3_600_000);
    try {
      await createClient(db, clientFields(1));
      await seen.until((count) => count === 1, 5_000);
    } finally {
      vi.useRealTimers();
      stop();
    }
  });

  it('sees another connection’s commit (another tab), and nothing once closed', async () => {
    const name = `watch-${Math.random()}`;
    db = new ClinicDb(name);
    const otherTab = new ClinicDb(name);
    const { seen, stop } = await watchClientCount(db, 50);
    await createClient(otherTab, clientFields(1));
    await seen.until((count) => count === 1);
    stop();
    const shown = seen.values.length;
    await createClient(otherTab, clientFields(2));
    await sleep(300);
    expect(seen.values.length).toBe(shown);
    otherTab.close();
  });

  it('reads again once the tablet is unlocked what it could not open while locked', async () => {
    db = new ClinicDb(`watch-${Math.random()}`);
    await createClient(db, clientFields(1));
    lock();
    const seen = recorder<SyncCentreEntries>();
    const stop = watchSyncCentreEntries(db, seen.onValue);
    try {
      await sleep(200);
      expect(seen.values).toEqual([]); // the entries are sealed: nothing to show while locked
      unlockWith(testDataKey);
      const shown = await seen.until(() => true);
      expect(shown.listed.map(({ entry }) => entry.operation)).toEqual(['client.create']);
    } finally {
      stop();
      unlockWith(testDataKey);
    }
  });
});

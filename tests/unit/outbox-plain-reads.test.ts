// @vitest-environment node
// The outbox reads that decide by an entry's plain fields (its state, chain, author, wait) read
// them alone: ending the backoffs opens only the entries that wait out one, and the engine's
// timer opens none, so a day's queue of sealed payloads is not decrypted whole each time.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ClinicDb, createClient } from '../../src/db/index';
import { deferEntry, replayableEntries, resetBackoff } from '../../src/db/outbox/queue';
import { clientFields } from './db-fixtures';
import { countRequests } from './db-request-count';

let db: ClinicDb;
afterEach(async () => db?.delete());
const now = Date.UTC(2026, 10, 24);

const opened = (counts: ReturnType<typeof countRequests>) =>
  (counts.reads.get('outbox') ?? 0) + (counts.queriedRows.get('outbox') ?? 0);

async function queue(count: number): Promise<number[]> {
  for (let n = 0; n < count; n++) await createClient(db, clientFields(n), now);
  return (await db.outbox.orderBy('seq').primaryKeys()) as number[];
}

describe('outbox reads by plain fields', () => {
  it('ends the backoffs by opening only the entries that wait one out', async () => {
    db = new ClinicDb(`outbox-plain-${Math.random()}`);
    const counts = countRequests(db);
    const seqs = await queue(40);
    await deferEntry(db, seqs[3]!, { until: now + 60_000, now }, { reason: 'server', status: 503, message: 'خطا' });
    await deferEntry(db, seqs[7]!, { until: now + 60_000, now }, { reason: 'server', status: 503, message: 'خطا' });
    counts.clear();

    expect(await resetBackoff(db, true)).toBe(2);
    expect(opened(counts)).toBe(2);
    const [third, seventh, first] = await db.outbox.bulkGet([seqs[3]!, seqs[7]!, seqs[0]!]);
    expect(third).toMatchObject({ nextAttemptAt: 0, attempts: 1, deferredAt: undefined, state: 'pending' });
    expect(seventh).toMatchObject({ nextAttemptAt: 0, attempts: 1 });
    // A reset kept the entry whole: its payload is still the intake's.
    expect((third!.payload as { firstName?: string }).firstName).toBe(clientFields(3).firstName);
    expect(first).toMatchObject({ nextAttemptAt: 0, attempts: 0 });

    counts.clear();
    expect(await resetBackoff(db)).toBe(2);
    expect(opened(counts)).toBe(2);
    expect((await db.outbox.get(seqs[3]!))?.attempts).toBe(0);
    counts.clear();
    expect(await resetBackoff(db)).toBe(0);
    expect(opened(counts)).toBe(0);
  });

  it('gives the timer each pending entry’s author and wait without opening one', async () => {
    db = new ClinicDb(`outbox-plain-${Math.random()}`);
    const counts = countRequests(db);
    const seqs = await queue(25);
    await deferEntry(db, seqs[5]!, { until: now + 30_000, now }, { reason: 'server', status: 503, message: 'خطا' });
    counts.clear();

    const pending = await replayableEntries(db);
    expect(opened(counts)).toBe(0);
    expect(pending.map((e) => e.seq)).toEqual(seqs);
    expect(pending.find((e) => e.seq === seqs[5])).toMatchObject({ nextAttemptAt: now + 30_000, operation: 'client.create' });
    expect(pending.every((e) => !('payload' in e))).toBe(true);
  });
});

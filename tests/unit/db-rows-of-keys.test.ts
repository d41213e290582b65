// @vitest-environment node
// Rows read by key inside a read-write transaction (crypto/plain-rows.ts rowsOfKeys): keys near
// one another come back from one span of the primary key, a thin span is read only so far and
// the keys past it by key, and every answer lines up with the keys asked, a missing row undefined.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { plainRowsOf } from '../../src/db/crypto/plain-rows';
import { storedRowsOf } from '../../src/db/crypto/stored-rows';
import { ClinicDb, type RecordRow } from '../../src/db/index';
import { countRequests } from './db-request-count';

let db: ClinicDb;
afterEach(async () => db?.delete());

const key = (n: number) => `k${String(n).padStart(3, '0')}`;
const row = (n: number): RecordRow => ({
  localId: key(n), kind: 'screeningTest', clientLocalId: 'c', payload: { note: n }, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', deleted: 0, version: n,
});

describe('rows of keys', () => {
  it('reads near keys as one span and a thin span so far, each answer in the order asked', async () => {
    db = new ClinicDb(`rows-of-keys-${Math.random()}`);
    const counts = countRequests(db);
    await db.screeningTests.bulkAdd(Array.from({ length: 100 }, (_, n) => row(n)));
    counts.clear();
    const versions = (rows: Array<Record<string, unknown> | undefined>) => rows.map((r) => r?.version);

    // Ten near keys, shuffled, and one that is not there: one span, nothing by key.
    const near = [7, 2, 9, 0, 5, 1, 8, 3, 6, 4].map(key);
    const plain = await db.transaction('rw', db.screeningTests, () => plainRowsOf(db.screeningTests, [...near, 'k005x']));
    expect(versions(plain)).toEqual([7, 2, 9, 0, 5, 1, 8, 3, 6, 4, undefined]);
    expect(plain.every((r) => r === undefined || !('payload' in r))).toBe(true); // plain fields only
    expect([...counts.queries]).toEqual([['screeningTests. values', 1]]);
    expect(counts.plainRows.get('screeningTests')).toBe(10);

    // Every tenth key: a span of 100 rows for 11 keys is read 33 rows far, the rest by key.
    counts.clear();
    const thin = [90, 0, 10, 20, 30, 40, 50, 60, 70, 80, 99].map(key);
    const stored = await db.transaction('rw', db.screeningTests, () => storedRowsOf(db.screeningTests, thin));
    expect(versions(stored)).toEqual([90, 0, 10, 20, 30, 40, 50, 60, 70, 80, 99]);
    expect(stored.every((r) => r !== undefined && '$sealed' in r)).toBe(true); // as stored: sealed part kept
    expect([...counts.queries]).toEqual([['screeningTests. values', 1]]);
    expect(counts.storedRows.get('screeningTests')).toBe(33 + 7); // the span k000…k032, then k040…k099 by key
  });
});

// @vitest-environment node
// Outbox entries a push round claims are opened after the claim commits, by WebCrypto's AES-GCM
// (crypto/stored-rows.ts openStoredAll), not the JavaScript cipher the sealing layer runs inside
// transactions. What must hold: the same values as the sealing layer's own read; bytes changed
// on disk are refused; a tablet locked while they open gives LockedError and no values.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ClinicDb, createClient, saveRecord } from '../../src/db';
import { LockedError, lock, unlockWith } from '../../src/db/crypto/data-key';
import { openStoredAll, storedRowsOf } from '../../src/db/crypto/stored-rows';
import type { OutboxEntry } from '../../src/db/store/types';
import { screeningAnswers } from '../sync/fixtures';
import { testDataKey } from '../unlocked';
import { clientFields } from './db-fixtures';

let db: ClinicDb;
afterEach(async () => {
  lock();
  unlockWith(testDataKey);
  await db?.delete();
});

async function queuedEntries(count: number): Promise<{ seqs: number[]; stored: Array<Record<string, unknown>> }> {
  db = new ClinicDb(`db-open-natively-${Math.random()}`);
  for (let n = 0; n < count; n++) await saveRecord(db, 'screeningTest', await createClient(db, clientFields(n)), screeningAnswers(n % 2 === 0), 2);
  const seqs = (await db.outbox.toCollection().primaryKeys()) as number[];
  // A tablet hours later: nothing it sealed or opened is remembered.
  lock();
  unlockWith(testDataKey);
  const stored = await db.transaction('rw', db.outbox, () => storedRowsOf(db.outbox, seqs));
  return { seqs, stored: stored as Array<Record<string, unknown>> };
}

describe('opening claimed entries natively', () => {
  it('gives each entry as the sealing layer reads it', async () => {
    const { seqs, stored } = await queuedEntries(6);
    expect(stored.every((row) => row.$sealed instanceof Uint8Array && !('payload' in row))).toBe(true);
    const opened = await openStoredAll<OutboxEntry>(db.outbox, stored);
    lock();
    unlockWith(testDataKey);
    expect(opened).toEqual(await db.outbox.bulkGet(seqs));
    expect(opened.filter((e) => e.operation === 'client.create').map((e) => (e.payload as { firstName: string }).firstName))
      .toEqual([0, 1, 2, 3, 4, 5].map((n) => clientFields(n).firstName));
  });

  it('refuses bytes changed on disk', async () => {
    const { stored } = await queuedEntries(1);
    const sealed = stored[0]!.$sealed as Uint8Array;
    const changed = new Uint8Array(sealed);
    changed[changed.length - 20]! ^= 1;
    await expect(openStoredAll(db.outbox, [{ ...stored[0]!, $sealed: changed }])).rejects.toThrow();
  });

  it('gives LockedError, not the values, when the tablet locks while they open', async () => {
    const { stored } = await queuedEntries(3);
    const opening = openStoredAll(db.outbox, stored);
    lock();
    await expect(opening).rejects.toBeInstanceOf(LockedError);
    await expect(openStoredAll(db.outbox, stored)).rejects.toBeInstanceOf(LockedError);
  });
});

// A save the person is told is done is on disk: every read-write transaction of the tablet's
// database asks IndexedDB for strict durability (Chromium's default, relaxed, may leave it in the
// OS's cache for seconds, lost to a power cut). Seen at the bottom of Dexie's stack, where the
// transaction is opened: the options of each one a registration opens.
import 'fake-indexeddb/auto';
import type { DBCore } from 'dexie';
import { afterEach, expect, test } from 'vitest';
import { ClinicDb, createClient } from '../../src/db/index';
import { clientFields } from './db-fixtures';

let db: ClinicDb | undefined;
afterEach(async () => {
  db?.close();
  await db?.delete();
});

test('every read-write transaction of a registration is strict', async () => {
  db = new ClinicDb(`durability-${Date.now()}`);
  const seen: { mode: string; durability: string | undefined }[] = [];
  db.use({
    stack: 'dbcore', name: 'seen-durability', level: -100,
    create: (down: DBCore): DBCore => ({
      ...down,
      transaction: (stores, mode, options) => {
        seen.push({ mode, durability: options?.durability });
        return down.transaction(stores, mode, options);
      },
    }),
  });
  await db.open();
  await createClient(db, clientFields(1));
  const writes = seen.filter((t) => t.mode === 'readwrite');
  expect(writes.length).toBeGreaterThan(0);
  expect(writes.map((t) => t.durability)).toEqual(writes.map(() => 'strict'));
});

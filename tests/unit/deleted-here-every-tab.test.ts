// A client deleted in one tab is known as deleted in every tab of the app on the tablet: the
// delete's answer may reach one tab while another holds a search answer read before it, which
// must not bring her back. Two module instances stand for two tabs (each a realm of its own).
import 'fake-indexeddb/auto';
import { afterEach, expect, test, vi } from 'vitest';
import { ClinicDb } from '../../src/db/index';

const db = new ClinicDb('deleted-here-tabs');
afterEach(() => vi.resetModules());

const aTab = async () => {
  vi.resetModules();
  return import('../../src/db/records/deleted-here');
};

test('a delete noted in one tab is deleted here in another', async () => {
  const first = await aTab();
  const second = await aTab();
  expect(first).not.toBe(second);
  first.noteDeletedHere(db, 41);
  expect(first.deletedHere(db, 41)).toBe(true);
  await expect.poll(() => second.deletedHere(db, 41)).toBe(true);
  expect(second.deletedHere(db, 42)).toBe(false);
  expect(second.deletedHere(new ClinicDb('another-tablet-db'), 41)).toBe(false);
});

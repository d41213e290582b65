// @vitest-environment node
// The one search rule on the tablet (tests/shared/search-rule-cases.ts): every query of the table
// through the real sealed index (db/records/client-search.ts); the server runs the same table.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClinicDb, createClient, searchClients } from '../../src/db';
import { isUnlocked, unlockWith } from '../../src/db/crypto/data-key';
import { testDataKey } from '../unlocked';
import { codesOf, ruleCases, ruleClients } from '../shared/search-rule-cases';
import { clientFields } from './db-fixtures';

let db: ClinicDb;
beforeAll(async () => {
  if (!isUnlocked()) unlockWith(testDataKey); // tests/unlocked.ts unlocks before each test, not before all
  db = new ClinicDb(`search-rule-${Math.random()}`);
  for (const [i, client] of ruleClients.entries()) await createClient(db, clientFields(i + 1, client), Date.UTC(2025, 0, i + 1));
});
afterAll(async () => {
  await db.delete();
});

describe('the search rule on the tablet', () => {
  it.each(ruleCases)('%s (%#): %s', async (query, names) => {
    const found = await searchClients(db, 'all', query, 1);
    expect(found.rows.map((row) => row.fields.nationalCode).sort()).toEqual(codesOf(names));
    expect(found.total).toBe(names.length);
  });
});

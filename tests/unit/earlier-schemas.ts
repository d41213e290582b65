// A tablet's database as an earlier release left it, for the upgrade tests: the schemas of
// db/store/database.ts up to `version`, declared as that release did, filled by the test, then closed.
import { Dexie } from 'dexie';
import { schemaStores } from '../../src/db/store/database';

export async function seedSchema(name: string, version: 1 | 2 | 3, fill: (db: Dexie) => Promise<unknown>): Promise<void> {
  const earlier = new Dexie(name);
  schemaStores.slice(0, version).forEach((stores, i) => earlier.version(i + 1).stores(stores));
  await earlier.open();
  await fill(earlier);
  earlier.close();
}

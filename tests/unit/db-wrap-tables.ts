// A test's DBCore layer over a ClinicDb: each table's requests through `wrap`, which returns the
// methods it replaces (the others go straight down). Call before the database opens: Dexie
// builds its stack then.
import type { DBCoreTable } from 'dexie';
import type { ClinicDb } from '../../src/db/index';

export function wrapTables(db: ClinicDb, name: string, wrap: (table: DBCoreTable, tableName: string) => Partial<DBCoreTable>): void {
  db.use({
    stack: 'dbcore', name,
    create: (down) => ({
      ...down,
      table: (tableName) => {
        const table = down.table(tableName);
        return { ...table, ...wrap(table, tableName) };
      },
    }),
  });
}

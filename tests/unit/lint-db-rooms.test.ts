// @vitest-environment node
// The db rooms' lint rules with ESLint's RuleTester, on sources placed in the real tree (the rules
// name rooms by their path under src/db/): only db/outbox/ touches the queue's tables, and a room
// is entered through its door, from below.
import { join } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import dbRooms from '../../eslint-rules/db-rooms.js';

RuleTester.describe = describe;
RuleTester.it = it;

const root = join(import.meta.dirname, '..', '..');
const at = (path: string) => join(root, path);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const rules = dbRooms.rules!;
const queueMessage = (name: string) =>
  `Only src/db/outbox/ touches the queue's table '${name}': call a named operation from db/outbox/index.ts (db/README.md).`;

tester.run('db-rooms/outbox-tables', rules['outbox-tables']!, {
  valid: [
    { filename: at('src/db/outbox/queue.ts'), code: "await db.outbox.where('localId').equals(id).toArray(); await db.sending.get('now');" },
    { filename: at('src/db/records/clients.ts'), code: "await db.transaction('rw', db.clients, outboxTable, db.counters, write);" },
    // A DBCore middleware sees every table by name: comparing the name reads nothing.
    { filename: at('src/db/store/untold-index.ts'), code: "const pass = (name: string) => name !== 'outbox';" },
    // Tests assert on what the tables hold.
    { filename: at('tests/sync/example.test.ts'), code: 'await db.outbox.toArray();' },
  ],
  invalid: [
    { filename: at('src/db/records/clients.ts'), code: "await db.transaction('rw', db.clients, db.outbox, write);", errors: [{ message: queueMessage('outbox') }] },
    { filename: at('src/db/kiosk/intake.ts'), code: "await db.outbox.where('chain').equals(id).delete();", errors: [{ message: queueMessage('outbox') }] },
    { filename: at('src/db/pull/apply.ts'), code: 'const tables = [db.clients, db.sending];', errors: [{ message: queueMessage('sending') }] },
    { filename: at('src/db/writeback/merges.ts'), code: 'await this.db.outbox.update(seq, changes);', errors: [{ message: queueMessage('outbox') }] },
    { filename: at('src/sync/engine.ts'), code: 'await localDb().outbox.count();', errors: [{ message: queueMessage('outbox') }] },
    { filename: at('sw/sw.ts'), code: "await db['sending'].clear();", errors: [{ message: queueMessage('sending') }] },
    { filename: at('src/db/store/upgrade-v9.ts'), code: "await tx.table<OutboxEntry, number>('outbox').toArray();", errors: [{ message: queueMessage('outbox') }] },
    { filename: at('src/db/store/upgrade-v9.ts'), code: "tx.idbtrans.objectStore('sending').clear();", errors: [{ message: queueMessage('sending') }] },
  ],
});

const doorMessage = (room: string) => `Import db/${room}/ through its door, src/db/${room}/index.ts (db/README.md).`;

tester.run('db-rooms/doors', rules.doors!, {
  valid: [
    { filename: at('src/sync/engine.ts'), code: "import { pruneDone } from '../db/outbox/index';" },
    { filename: at('src/sync/pull.ts'), code: "import { applyChangesPage } from '../db/index';" },
    { filename: at('sw/sw.ts'), code: "import { handleKeyMessage } from '../src/db/crypto/index';" },
    { filename: at('src/features/clients/example.tsx'), code: "import { usePage } from '../../db/react/index';" },
    { filename: at('src/db/records/clients.ts'), code: "import { enqueue } from '../outbox/index';\nimport { counters } from './counters';" },
    { filename: at('src/db/pull/apply.ts'), code: "import { dropDeletedClientRows } from '../writeback/index';" },
    { filename: at('src/db/react/hooks.ts'), code: "import { clientPage } from '../index';" },
    { filename: at('src/app/toast-bridge.ts'), code: "import { LocalWriteError } from '../db/quota/index';" },
    { filename: at('src/db/store/database.ts'), code: "import { guardWrite } from '../quota/index';\nimport { encryptionMiddleware } from '../crypto/index';" },
    { filename: at('tests/unit/example.test.ts'), code: "import { enqueue } from '../../src/db/outbox/queue';" },
  ],
  invalid: [
    { filename: at('src/sync/engine.ts'), code: "import { pruneDone } from '../db/outbox/queue';", errors: [{ message: doorMessage('outbox') }] },
    { filename: at('sw/sw.ts'), code: "import { handleKeyMessage } from '../src/db/crypto/worker-key';", errors: [{ message: doorMessage('crypto') }] },
    { filename: at('src/features/clients/example.tsx'), code: "import { useRecordHistory } from '../../db/react/hooks';", errors: [{ message: doorMessage('react') }] },
    { filename: at('src/db/records/clients.ts'), code: "import { enqueue } from '../outbox/queue';", errors: [{ message: doorMessage('outbox') }] },
    {
      filename: at('src/db/outbox/queue.ts'),
      code: "import { getClient } from '../records/index';",
      errors: [{ message: 'db/outbox/ may not import db/records/: rooms import only the rooms below them (db/README.md).' }],
    },
    {
      filename: at('src/db/store/database.ts'),
      code: "export { untold } from '../outbox/index';",
      errors: [{ message: 'db/store/ may not import db/outbox/: rooms import only the rooms below them (db/README.md).' }],
    },
    {
      filename: at('src/sync/use-sync-status.ts'),
      code: "import { useOutboxSummary } from '../db/react/index';",
      errors: [{ message: 'sync/ and sw/ import db/index, not db/react/ (no React in the worker).' }],
    },
  ],
});

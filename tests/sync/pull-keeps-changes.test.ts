// @vitest-environment node
// The pull never loses a change: a change to a row whose entries still wait is
// kept back and applied once they finish, instead of being skipped while the cursor moves past it.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createClient, deleteClient, discardEntry, findByNationalCode, getClient, keepServer, updateClient } from '../../src/db/index';
import { messages } from '../../src/domain/messages';
import type { TestServer } from '../server/harness';
import { clientFields } from '../unit/db-fixtures';
import { makeTablet, serverForFile, type Tablet } from './tablet';

let server: TestServer;
serverForFile({}, (file) => ({ server } = file));

/** The tablet's waiting entries back off for a minute: its next pass is clean, so it pulls. */
const holdBack = (t: Tablet) => t.db.outbox.toCollection().modify((e) => {
  if (e.state === 'pending') Object.assign(e, { nextAttemptAt: t.clock.now() + 60_000, attempts: 1 });
});

async function sharedClient(n: number, token: string) {
  const a = makeTablet(server.apiUrl, token);
  const b = makeTablet(server.apiUrl, token);
  const onA = await createClient(a.db, clientFields(n));
  await a.engine.syncNow();
  await b.engine.syncNow();
  const onB = (await findByNationalCode(b.db, clientFields(n).nationalCode))!.localId;
  return { a, b, onA, onB };
}

describe('the pull keeps a change to a row with waiting entries', () => {
  it('a newer server edit that came while a conflict waited is what "keep the server\'s version" shows', async () => {
    const token = await server.login('reception', 'demo1234');
    const { a, b, onA, onB } = await sharedClient(700, token);
    await updateClient(b.db, onB, clientFields(700, { address: 'شیراز' }));
    await updateClient(a.db, onA, clientFields(700, { address: 'تبریز' }));
    await a.engine.syncNow(); // server v2
    expect((await b.engine.syncNow()).conflicts).toBe(1);

    await updateClient(a.db, onA, clientFields(700, { address: 'تبریز', phoneNumber: '09121112233' }));
    await a.engine.syncNow(); // server v3, while B's conflict waits
    await b.engine.syncNow(); // B pulls v3 over a row in conflict: kept back
    expect((await getClient(b.db, onB))!.fields.address).toBe('شیراز');

    const [conflict] = (await b.db.outbox.toArray()).filter((e) => e.state === 'conflict');
    await keepServer(b.db, conflict!.id);
    const row = (await getClient(b.db, onB))!;
    expect(row.fields.phoneNumber).toBe('09121112233'); // v3, not the v2 the 409 brought
    expect(row.version).toBe(3);
    expect(await b.db.deferredChanges.count()).toBe(0);
  });

  it('a client deleted on the server while an edit waited is not kept for good: the edit fails with a reason, then the client goes', async () => {
    const token = await server.login('reception', 'demo1234');
    const { a, b, onA, onB } = await sharedClient(710, token);
    await updateClient(b.db, onB, clientFields(710, { address: 'کرج' }));
    await holdBack(b);
    await deleteClient(a.db, onA);
    await a.engine.syncNow();

    await b.engine.syncNow(); // the delete arrives while B's edit waits
    expect(await getClient(b.db, onB)).toBeUndefined(); // hidden from every screen at once
    const [failed] = await b.db.outbox.where('state').equals('failed').toArray();
    expect(failed).toMatchObject({ operation: 'client.update', lastError: { reason: 'client-deleted', message: messages.clientDeletedOnServer } });
    expect(await b.db.clients.get(onB)).toMatchObject({ deleted: 1 }); // still names whose work was refused

    await discardEntry(b.db, failed!.id);
    await b.engine.syncNow(); // nothing new on the server: the kept delete is applied now
    expect(await b.db.clients.get(onB)).toBeUndefined();
    expect(await b.db.outbox.where('chain').equals(onB).count()).toBe(0);
    expect(await b.db.deferredChanges.count()).toBe(0);
  });
});

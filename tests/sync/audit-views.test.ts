// @vitest-environment node
// Views of a patient made offline (issue 37 §5) are kept on the tablet and reach the server's
// audit trail with the queue once it is reachable: one of a client the server already has, and
// one of a client registered offline too (its view waits for the create, in the same pass).
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient, noteView, setOutboxUser } from '../../src/db/index';
import type { AuditEntry } from '../../src/domain/schemas/audit';
import { superAdminPassword } from '../server/harness';
import { clientFields } from '../unit/db-fixtures';
import { makeTablet, serverForFile, serverGet, signIn } from './tablet';

const file = serverForFile();
afterEach(() => setOutboxUser(undefined));

describe('views made offline', () => {
  it('arrive in the audit trail after the tablet reconnects', async () => {
    const api = file.server.apiUrl;
    const me = await signIn(api, 'reception');
    setOutboxUser({ userId: me.userId, fullName: me.fullName });
    const online = makeTablet(api, me.token, { author: me.userId });
    const known = await createClient(online.db, clientFields(31));
    expect(await online.engine.syncNow()).toMatchObject({ done: 1, failed: 0 });
    const knownId = Number((await online.db.clients.get(known))!.serverId);

    // Offline: a view of that client, and a new client registered and viewed here.
    const offline = makeTablet('http://127.0.0.1:9/api/v1/', me.token, { name: online.db.name, author: me.userId });
    await noteView(offline.db, { userId: me.userId, entity: 'client', clientLocalId: known });
    const made = await createClient(offline.db, clientFields(32));
    await noteView(offline.db, { userId: me.userId, entity: 'client', clientLocalId: made });
    expect((await offline.engine.syncNow()).stoppedBy).toBe('offline');
    expect(await offline.db.auditViews.count()).toBe(2);

    const back = makeTablet(api, me.token, { name: online.db.name, author: me.userId });
    back.clock.advance(10 * 60_000);
    expect(await back.engine.syncNow()).toMatchObject({ done: 1, failed: 0 });
    expect(await back.db.auditViews.count()).toBe(0);
    const madeId = Number((await back.db.clients.get(made))!.serverId);

    const admin = await file.server.login('SuperAdmin', superAdminPassword);
    for (const clientId of [knownId, madeId]) {
      const entries = await serverGet<AuditEntry[]>(api, admin, `Audit/1/6?clientId=${clientId}`);
      const views = entries.filter((entry) => entry.action === 'view');
      expect(views).toHaveLength(1);
      expect(views[0]).toMatchObject({ userId: Number(me.userId), role: 'Reception', entity: 'client', entityId: clientId });
      expect(views[0]!.seenAt).not.toBeNull();
    }
  });
});

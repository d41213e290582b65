// @vitest-environment node
// The tablet's storage refuses a write in the middle of a pass (a full disk: QuotaExceededError
// on writing the server's answers back). The pass threw out of the engine: every trigger's pass
// failed unheard, the status stayed "pushing" and no timer was set. Now the engine waits and
// looks again after its own backoff, and nothing is lost or sent twice. Against the real server.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createClient, saveRecord } from '../../src/db/index';
import { clientFields } from '../unit/db-fixtures';
import { wrapTables } from '../unit/db-wrap-tables';
import { screeningAnswers } from './fixtures';
import { makeTablet, serverForFile, serverGet } from './tablet';

const file = serverForFile();

describe('a pass the tablet’s storage fails', () => {
  it('leaves the engine waiting with a timer, and the next pass delivers everything once', async () => {
    const tablet = makeTablet(file.server.apiUrl, file.token);
    let full = true;
    // The disk is full the first time the server's answers are written back.
    wrapTables(tablet.db, 'disk-full', (table, name) => ({
      mutate: (req) => {
        const answersBack = req.type === 'put' && name === 'outbox' && req.values.every((e: { state?: string }) => e.state === 'done');
        if (full && answersBack) {
          full = false;
          return Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
        }
        return table.mutate(req);
      },
    }));
    const clients = [];
    for (let n = 40; n < 46; n++) {
      const client = await createClient(tablet.db, clientFields(n));
      await saveRecord(tablet.db, 'screeningTest', client, screeningAnswers(n % 2 === 0), 2);
      clients.push(client);
    }

    const failed = await tablet.engine.syncNow();

    expect(full).toBe(false);
    expect(failed.stoppedBy).toBe('retry');
    expect(tablet.engine.status()).toMatchObject({ phase: 'waiting', lastError: 'QuotaExceededError' });
    // (The timer is set once the run has ended.)
    for (let i = 0; i < 200 && tablet.engine.status().nextAttemptAt === undefined; i++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(tablet.engine.status().nextAttemptAt).toBeGreaterThan(tablet.clock.now());
    expect(tablet.clock.timers.size).toBe(1);

    // The engine's timer fires: the entries the failed pass left in flight go again.
    const [timer] = [...tablet.clock.timers.values()];
    tablet.clock.advance(timer!.ms);
    timer!.fn();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const report = await tablet.engine.syncNow();

    expect(report.stoppedBy).toBeUndefined();
    expect(tablet.engine.status().phase).toBe('idle');
    expect(await tablet.db.outbox.where('state').notEqual('done').count()).toBe(0);
    // Each client and test once on the server (six clients: the first page of six, newest first).
    const onServer = await serverGet<Array<{ nationalCode: string }>>(file.server.apiUrl, file.token, 'client/6/1');
    for (const [i, client] of clients.entries()) {
      const row = await tablet.db.clients.get(client);
      expect(onServer.filter((c) => c.nationalCode === clientFields(40 + i).nationalCode)).toHaveLength(1);
      expect(await serverGet<unknown[]>(file.server.apiUrl, file.token, `Screening/${row!.serverId}/1/6`)).toHaveLength(1);
    }
  });
});

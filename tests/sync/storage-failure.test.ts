// @vitest-environment node
// The tablet's storage refuses a write in the middle of a pass (a full disk: QuotaExceededError
// on writing the server's answers back). Thrown out of the engine as a raw error, the pass would
// leave the status "pushing" with no timer set, and the person who pressed "sync now" would read
// "unknown error": the engine waits and looks again after its own backoff, the person is told the
// disk is full, and nothing is lost or sent twice. Against the real server.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { toastOfError } from '../../src/app/toast-bridge';
import { createClient, LocalWriteError, saveRecord } from '../../src/db/index';
import { messages } from '../../src/domain/messages';
import { clientFields } from '../unit/db-fixtures';
import { wrapTables } from '../unit/db-wrap-tables';
import { screeningAnswers } from './fixtures';
import { makeTablet, serverForFile, serverGet } from './tablet';

const file = serverForFile({ signIn: 'screening' });

describe('a pass the tablet’s storage fails', () => {
  it('leaves the engine waiting with a timer, and the next pass delivers everything once', async () => {
    const tablet = makeTablet(file.server.apiUrl, file.token);
    let full = false;
    // The disk is full the first time the server's answers are written back (the clients' server
    // ids, once the intakes are queued).
    wrapTables(tablet.db, 'disk-full', (table, name) => ({
      mutate: (req) => {
        const answersBack = req.type === 'put' && name === 'clients';
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
    full = true;

    // Whoever asked for the pass is told: the write-guard's storage-full (the toast bridge shows
    // the seeds' Persian message for it, and the sync centre keeps it).
    const failed = await tablet.engine.syncNow().catch((error: unknown) => error);

    expect(full).toBe(false);
    expect(failed).toBeInstanceOf(LocalWriteError);
    expect(toastOfError(failed)).toEqual({ kind: 'error', message: messages.storageFull });
    expect(tablet.engine.status()).toMatchObject({ phase: 'waiting', lastError: 'QuotaExceededError', storageFullAt: expect.any(Number) });
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

  it('a pull the full storage fails is told (the error\'s class only), and the next pass applies what it missed', async () => {
    // Another tablet of the clinic made a client; this one pulls it with its disk full.
    const other = makeTablet(file.server.apiUrl, file.token);
    const made = await createClient(other.db, clientFields(60));
    await other.engine.syncNow();
    const { serverId } = (await other.db.clients.get(made))!;
    const tablet = makeTablet(file.server.apiUrl, file.token);
    let full = true;
    wrapTables(tablet.db, 'disk-full', (table, name) => ({
      mutate: (req) => {
        if (full && req.type === 'put' && name === 'clients') {
          full = false;
          return Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
        }
        return table.mutate(req);
      },
    }));

    // A pass a trigger started: no one awaits it, so the status is how the app hears of it.
    await tablet.engine.syncNow();

    expect(full).toBe(false);
    expect(tablet.engine.status()).toMatchObject({ lastError: 'QuotaExceededError', storageFullAt: expect.any(Number) });
    expect(await tablet.db.clients.where('serverId').equals(serverId!).count()).toBe(0);
    await tablet.engine.syncNow();
    expect(await tablet.db.clients.where('serverId').equals(serverId!).count()).toBe(1);
  });
});

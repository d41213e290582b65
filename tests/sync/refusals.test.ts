// @vitest-environment node
// Refusals that must reach a person: an SMS whose provider fails (502 in the server's envelope)
// is refused for good with the seeds' message, not replayed every five minutes; a refused
// consultation keeps its client's name in words; each outcome is claimed once.
import 'fake-indexeddb/auto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimEntryNotice, claimOutcomeNotices, createClient, saveRecord } from '../../src/db/index';
import { messages } from '../../src/domain/messages';
import { startTestServer, type TestServer } from '../server/harness';
import { clientFields } from '../unit/db-fixtures';
import { makeTablet } from './tablet';

let provider: Server;
let providerCalls = 0;
let server: TestServer;
let token: string;

beforeAll(async () => {
  provider = createServer((request, response) => {
    providerCalls += 1;
    request.resume();
    request.on('end', () => response.writeHead(500).end('{}'));
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  server = await startTestServer({ smsHttpUrl: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/send` });
  token = await server.login('reception', 'demo1234');
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => provider?.close(resolve));
});

describe('refused for good', { timeout: 30_000 }, () => {
  it('an SMS the provider fails is refused with the seeds message, once, and told once', async () => {
    const tablet = makeTablet(server.apiUrl, token);
    const client = await createClient(tablet.db, clientFields(71, { firstName: 'مینا', lastName: 'کاظمی' }));
    const sms = await saveRecord(tablet.db, 'sms', client, { phoneNumber: '09121234567', text: 'نوبت فردا' });
    const report = await tablet.engine.syncNow();
    expect(report.failed).toBe(1);
    expect(report.stoppedBy).toBeUndefined();
    const entry = (await tablet.db.outbox.where('localId').equals(sms).toArray())[0]!;
    expect(entry).toMatchObject({ state: 'failed', lastError: { status: 502, message: messages.smsFailed }, clientLabel: 'مینا کاظمی' });
    // No timer is left to send it again: a failed SMS waits for a person.
    expect(tablet.clock.timers.size).toBe(0);
    await tablet.engine.syncNow();
    expect(providerCalls).toBe(1);

    const notices = await claimOutcomeNotices(tablet.db);
    expect(notices.map((n) => [n.kind, n.clientLabel])).toEqual([['refused', 'مینا کاظمی']]);
    expect(await claimOutcomeNotices(tablet.db)).toEqual([]);
    expect(await claimEntryNotice(tablet.db, entry.id)).toBe(false);
    tablet.engine.stop();
  });

  it('a consultation refused because the client was deleted on the server keeps the client name', async () => {
    const tablet = makeTablet(server.apiUrl, token);
    const client = await createClient(tablet.db, clientFields(72, { firstName: 'لیلا', lastName: 'صدری' }));
    await tablet.engine.syncNow();
    const row = await tablet.db.clients.get(client);
    const gone = await fetch(new URL(`Client/${row!.serverId}`, server.apiUrl), { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
    expect(gone.status).toBe(200);
    const consult = await saveRecord(tablet.db, 'consultation', client, { consultType: 1, consultantName: 'دکتر', counselingText: 'متن', date: new Date().toISOString() }, 1);
    await tablet.engine.syncNow();
    const entry = (await tablet.db.outbox.where('localId').equals(consult).toArray())[0]!;
    expect(entry.state).toBe('failed');
    expect(entry.lastError?.message).toBeTruthy();
    // The pull (or a person) may remove the client from the tablet; the refusal still says whose it was.
    await tablet.db.clients.delete(client);
    const [notice] = await claimOutcomeNotices(tablet.db);
    expect(notice).toMatchObject({ kind: 'refused', clientLabel: 'لیلا صدری' });
    tablet.engine.stop();
  });
});

// @vitest-environment node
// Refusals that must reach a person: an SMS past the daily limit (429 in the server's envelope)
// is refused for good with the server's Persian message, not retried (a retried 429 would stop
// the tablet's whole queue until the next day), and the writes after it still go; a refused
// consultation keeps its client's name in words; each outcome is claimed once. (A provider's own
// refusal does not reach the tablet: the server's outbox takes the message and its state shows
// on the client detail, tests/server/sms-*.test.ts.)
import 'fake-indexeddb/auto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claimEntryNotice, claimOutcomeNotices, createClient, saveRecord } from '../../src/db/index';
import { smsText } from '../../src/domain/sms-text';
import type { TestServer } from '../server/harness';
import { clientFields } from '../unit/db-fixtures';
import { makeTablet, serverForFile } from './tablet';

let server: TestServer;
let token: string;

serverForFile({ server: { smsPerNumberPerDay: 1 }, signIn: 'reception' }, (file) => ({ server, token } = file));

describe('refused for good', { timeout: 30_000 }, () => {
  it('an SMS past the daily limit is refused with its Persian message, once, told once, and the queue goes on', async () => {
    const tablet = makeTablet(server.apiUrl, token);
    const client = await createClient(tablet.db, clientFields(71, { firstName: 'مینا', lastName: 'کاظمی' }));
    await saveRecord(tablet.db, 'sms', client, { phoneNumber: '09121234567', text: 'نوبت فردا' });
    const sms = await saveRecord(tablet.db, 'sms', client, { phoneNumber: '09121234567', text: 'نوبت پس فردا' });
    const after = await saveRecord(tablet.db, 'sms', client, { phoneNumber: '09121234568', text: 'نوبت فردا' });
    const report = await tablet.engine.syncNow();
    expect(report.failed).toBe(1);
    expect(report.stoppedBy).toBeUndefined();
    const entry = (await tablet.db.outbox.where('localId').equals(sms).toArray())[0]!;
    expect(entry).toMatchObject({ state: 'failed', lastError: { status: 429, message: smsText.perNumberLimit }, clientLabel: 'مینا کاظمی' });
    expect((await tablet.db.smsMessages.get(after))?.serverId).toBeDefined();
    // No timer is left to send it again: a failed SMS waits for a person.
    expect(tablet.clock.timers.size).toBe(0);
    await tablet.engine.syncNow();
    const stored = await server.sql.rows(sql`SELECT id FROM sms_messages`);
    expect(stored).toHaveLength(2);

    const notices = await claimOutcomeNotices(tablet.db);
    // The two that went are told as sent (the seeds' toast); the refused one as refused.
    expect(notices.map((n) => n.kind).sort()).toEqual(['refused', 'sent', 'sent']);
    expect(notices.every((n) => n.clientLabel === 'مینا کاظمی')).toBe(true);
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

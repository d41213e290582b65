// @vitest-environment node
// Issue 36 §4 through the engine: an examination saved by its form with «تاریخ انجام» reaches the
// server as `performedAt` (kept apart from the instant it was typed), an entry queued before
// records carried the day reaches it too and gets the day it was typed, and a second tablet's pull
// brings both days back, listed newest first by the day done.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createClient, findByNationalCode, recordHistory, saveRecord } from '../../src/db/index';
import { byPerformedDayNewestFirst, dayIn, performedDayOf } from '../../src/domain/clinical-dates';
import { saveExamination } from '../../src/features/covered/save-examination';
import type { TestServer } from '../server/harness';
import { clientFields } from '../unit/db-fixtures';
import { makeTablet, serverForFile, serverGet } from './tablet';

let server: TestServer;
let token: string;
serverForFile({ signIn: 'research' }, (file) => ({ server, token } = file));

describe('the day an examination was done, through the engine', () => {
  it('is sent, stored apart from the typing instant, and pulled back by another tablet', async () => {
    const tablet = makeTablet(server.apiUrl, token);
    const client = await createClient(tablet.db, clientFields(951, { isCoveredPatient: true }));
    const typedAt = Date.parse('2026-03-01T08:00:00Z');
    const done = await saveExamination(client, 0, { birads: '4', calsification: false, cyst: true, lynph: false }, '2025-11-20', tablet.db, typedAt);
    expect(done.ok).toBe(true);
    // Queued by a tablet before this change: no day of its own, typed at 00:30 in Tehran.
    await saveRecord(tablet.db, 'examination', client, { birads: 2, calsification: false, cyst: false, lynph: false, date: '2026-01-09T21:00:00.000Z' }, 0, Date.parse('2026-01-09T21:00:00Z'));
    expect(await tablet.engine.syncNow()).toMatchObject({ done: 3, failed: 0 });

    const id = (await tablet.db.clients.get(client))!.serverId;
    const exams = await serverGet<{ birads: number; performedAt: string; date: string }[]>(server.apiUrl, token, `Covered/${id}/exams`);
    expect(exams.map((e) => [e.birads, e.performedAt])).toEqual([[2, dayIn('2026-01-09T21:00:00.000Z')], [4, '2025-11-20']]);
    expect(exams[1]!.date).toBe('2026-03-01T08:00:00.000Z');

    const other = makeTablet(server.apiUrl, token);
    await other.engine.syncNow();
    const there = (await findByNationalCode(other.db, clientFields(951).nationalCode))!.localId;
    const pulled = byPerformedDayNewestFirst(await recordHistory(other.db, 'examination', there, 0));
    expect(pulled.map((r) => [r.payload.birads, performedDayOf(r.payload, r.createdAt)])).toEqual([[2, '2026-01-10'], [4, '2025-11-20']]);
  });
});

// Follow-ups (issue 36 §6): the rule of src/domain/follow-up.ts opens one when a record is saved,
// staff open one by hand and close one with a note; only the stations that may see a cause read
// them; a client's delete takes theirs.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { followUpText, reasonOf } from '../../src/domain/follow-up-text';
import { screeningQuestions } from '../../src/domain/schemas/clinical';
import type { FollowUp } from '../../src/domain/schemas/follow-up';
import { backfillFollowUps } from '../../server/store/follow-up-backfill';
import { call } from './http';
import { createClient, serverWithTokens } from './fixtures';

const s = serverWithTokens();
const api = () => s.server.apiUrl;

const screening = (yes: readonly string[] = []) =>
  ({ testType: 2, ...Object.fromEntries(screeningQuestions.map((q) => [q, yes.includes(q)])), needFollowup: yes.length > 0, adminOpinion: null });

async function created(path: string, token: string, body: unknown): Promise<number> {
  const answer = await call<{ id: number }>(api(), 'POST', path, { token, body });
  expect(answer.status).toBe(201);
  return answer.body.result.id;
}

/** Every open follow-up, all pages. */
async function openList(token: string): Promise<FollowUp[]> {
  const all: FollowUp[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await call<FollowUp[]>(api(), 'GET', `FollowUp/${page}/6`, { token });
    expect(answer.status).toBe(200);
    all.push(...answer.body.result);
    if (page * 6 >= answer.body.pagination!.total) return all;
  }
}

const ofClient = (clientId: number, token = s.tokens.screening) => call<FollowUp[]>(api(), 'GET', `FollowUp/client/${clientId}`, { token });

describe('follow-ups opened by the rule', () => {
  it('a screening form with a discharge opens one, seen by screening and helper, refused to reception, consultation and a kiosk', async () => {
    const clientId = await createClient(s.server, s.tokens.Reception, { firstName: 'زهرا', lastName: 'محمدی' });
    const testId = await created(`Screening/${clientId}`, s.tokens.screening, screening(['hasBloodDischarge']));

    for (const token of [s.tokens.screening, s.tokens.helper, s.tokens.Research, s.tokens.SuperAdmin]) {
      const mine = (await openList(token)).filter((f) => f.clientId === clientId);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ source: 'rule', recordId: testId, causes: ['discharge'], reason: reasonOf('discharge'), closedAt: null });
      expect(mine[0]!.client).toMatchObject({ id: clientId, firstName: 'زهرا', lastName: 'محمدی' });
    }
    for (const token of [s.tokens.Reception, s.tokens.Consultation, s.tokens.Kiosk]) {
      expect((await call(api(), 'GET', 'FollowUp/1/6', { token })).status).toBe(403);
      expect((await ofClient(clientId, token)).status).toBe(403);
    }
    expect((await call(api(), 'POST', 'FollowUp', { token: s.tokens.Reception, body: { clientId, reason: 'الف' } })).status).toBe(403);
  });

  it('a screening form without a warning sign opens none; the other answers are no sign', async () => {
    const clientId = await createClient(s.server, s.tokens.Reception);
    await created(`Screening/${clientId}`, s.tokens.screening, screening(['hasBreastOrOvarianCancer', 'hasBreastPathology', 'hasBreastRadiography']));
    expect((await ofClient(clientId)).body.result).toEqual([]);
  });

  it('a BI-RADS 4 mammography opens one, a BI-RADS 2 none, a TI-RADS 5 thyroid ultrasound one', async () => {
    const clientId = await createClient(s.server, s.tokens.Reception);
    await created(`Covered/${clientId}/exam/0`, s.tokens.Research, { birads: 2 });
    expect((await ofClient(clientId)).body.result).toEqual([]);
    const mammography = await created(`Covered/${clientId}/exam/0`, s.tokens.Research, { birads: 4, cyst: true });
    const thyroid = await created(`Covered/${clientId}/exam/4`, s.tokens.Research, { tirads: 5 });
    const theirs = (await ofClient(clientId, s.tokens.helper)).body.result;
    expect(theirs.map((f) => [f.recordId, f.causes, f.reason])).toEqual([
      [thyroid, ['tiradsHigh'], reasonOf('tiradsHigh', 4, 5)],
      [mammography, ['biradsHigh'], reasonOf('biradsHigh', 0, 4)],
    ]);
  });

  it('screening forms sent together in a sync/batch open theirs as lone calls do', async () => {
    const clientId = await createClient(s.server, s.tokens.Reception);
    const operation = (yes: string[]) => ({ method: 'post', path: `Screening/${clientId}`, idempotencyKey: randomUUID(), body: { ...screening(yes), localId: randomUUID() } });
    const batch = await call<{ answers: { status: number }[] }>(api(), 'POST', 'sync/batch', {
      token: s.tokens.screening, body: { operations: [operation(['hasNippleChange']), operation([]), operation(['hasEczemaLikeSkin', 'hasDuctDischarge'])] },
    });
    expect(batch.body.result.answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect((await ofClient(clientId)).body.result.map((f) => f.causes).sort()).toEqual([['eczemaLikeSkin', 'discharge'], ['nippleChange']]);
  });
});

describe('follow-ups by hand, closed, and deleted with their client', () => {
  it('staff open one with a reason and close it with a note: it leaves the open list and keeps the note', async () => {
    const clientId = await createClient(s.server, s.tokens.Reception);
    const opened = await call<FollowUp>(api(), 'POST', 'FollowUp', { token: s.tokens.helper, body: { clientId, reason: 'درد مداوم پستان' } });
    expect(opened.status).toBe(201);
    expect(opened.body.message).toBe(followUpText.marked);
    expect(opened.body.result).toMatchObject({ source: 'hand', reason: 'درد مداوم پستان', recordId: null, closedAt: null });
    expect((await openList(s.tokens.screening)).some((f) => f.id === opened.body.result.id)).toBe(true);

    const empty = await call(api(), 'POST', `FollowUp/${opened.body.result.id}/close`, { token: s.tokens.screening, body: { note: ' ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ note: followUpText.noteRequired });

    const closed = await call<FollowUp>(api(), 'POST', `FollowUp/${opened.body.result.id}/close`, { token: s.tokens.screening, body: { note: 'ماموگرافی نوبت داده شد' } });
    expect(closed.status).toBe(200);
    expect(closed.body.message).toBe(followUpText.closed);
    expect(closed.body.result).toMatchObject({ closeNote: 'ماموگرافی نوبت داده شد' });
    expect(closed.body.result.closedAt).not.toBeNull();
    expect((await openList(s.tokens.screening)).some((f) => f.id === opened.body.result.id)).toBe(false);
    expect((await ofClient(clientId)).body.result[0]).toMatchObject({ id: opened.body.result.id, closeNote: 'ماموگرافی نوبت داده شد' });

    const again = await call(api(), 'POST', `FollowUp/${opened.body.result.id}/close`, { token: s.tokens.helper, body: { note: 'دوباره' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(followUpText.alreadyClosed);
    expect((await call(api(), 'POST', 'FollowUp/999999/close', { token: s.tokens.helper, body: { note: 'الف' } })).status).toBe(404);
  });

  it('refuses a mark without a reason, and one for a client that does not exist', async () => {
    const clientId = await createClient(s.server, s.tokens.Reception);
    const empty = await call(api(), 'POST', 'FollowUp', { token: s.tokens.screening, body: { clientId, reason: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ reason: followUpText.reasonRequired });
    expect((await call(api(), 'POST', 'FollowUp', { token: s.tokens.screening, body: { clientId: 999_999, reason: 'الف' } })).status).toBe(404);
  });

  it("a client's delete deletes their follow-ups", async () => {
    const clientId = await createClient(s.server, s.tokens.Reception);
    await created(`Screening/${clientId}`, s.tokens.screening, screening(['hasBreastSwelling']));
    await created('FollowUp', s.tokens.Research, { clientId, reason: 'پیگیری جواب آزمایش' });
    expect((await ofClient(clientId)).body.result).toHaveLength(2);

    expect((await call(api(), 'DELETE', `Client/${clientId}`, { token: s.tokens.Reception })).status).toBe(200);
    const left = await s.server.sql.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM follow_ups WHERE client_id = ${clientId}`);
    expect(left[0]!.n).toBe(0);
    expect((await openList(s.tokens.screening)).some((f) => f.clientId === clientId)).toBe(false);
    expect((await ofClient(clientId)).status).toBe(404);
  });
});

describe('records stored before follow-ups existed', () => {
  it("the start's backfill runs the rule over them once, and leaves alone what the rule already opened or staff closed", async () => {
    const clientId = await createClient(s.server, s.tokens.Reception);
    // As migration 022 found them: stored without the rule.
    const insert = (kind: string, data: Record<string, unknown>) => s.server.sql.one<{ id: number }>(sql`INSERT INTO records (kind, client_id, data)
      VALUES (${kind}, ${clientId}, ${JSON.stringify({ ...data, date: new Date().toISOString() })}::jsonb) RETURNING id`);
    const oldForm = (await insert('screeningTest', screening(['hasBreastRednessSkin'])))!.id;
    const oldExam = (await insert('examination', { type: 1, birads: 0 }))!.id;
    await insert('examination', { type: 0, birads: 3 });
    // Opened by the rule since, and closed by staff: kept as it is.
    const newForm = await created(`Screening/${clientId}`, s.tokens.screening, screening(['hasBreastSwelling']));
    const opened = (await ofClient(clientId)).body.result.find((f) => f.recordId === newForm)!;
    expect((await call(api(), 'POST', `FollowUp/${opened.id}/close`, { token: s.tokens.screening, body: { note: 'بررسی شد' } })).status).toBe(200);

    await s.server.sql.rows(sql`INSERT INTO follow_up_backfill (id) VALUES (1) ON CONFLICT (id) DO UPDATE SET after_record = 0`);
    expect(await backfillFollowUps(s.server.sql)).toBeGreaterThanOrEqual(4);
    const theirs = (await ofClient(clientId)).body.result;
    expect(theirs.map((f) => [f.recordId, f.causes, f.closedAt === null]).sort()).toEqual([
      [oldForm, ['rednessSkin'], true], [oldExam, ['biradsIncomplete'], true], [newForm, ['breastSwelling'], false],
    ].sort());
    // Once: the marker is gone, a second run does nothing.
    expect(await s.server.sql.rows(sql`SELECT * FROM follow_up_backfill`)).toEqual([]);
    expect(await backfillFollowUps(s.server.sql)).toBe(0);
  });
});

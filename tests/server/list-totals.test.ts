// Client lists read their totals from rows kept in each write's transaction, not a count(*) over
// every client per page; the totals stay exact under concurrent
// creates, flag edits and deletes.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { call } from './http';
import { clientBody, serverWithTokens } from './fixtures';

const s = serverWithTokens();

const lists = { all: 'client/6/1', covered: 'client/covered/1/6', screening: 'client/screening/1/6' } as const;
const totals = async () => Object.fromEntries(await Promise.all(Object.entries(lists).map(async ([name, path]) =>
  [name, (await call(s.server.apiUrl, 'GET', path, { token: s.tokens.Research })).body.pagination!.total] as const)));
const counted = async () => (await s.server.sql.one<{ all: number; covered: number; screening: number }>(sql`SELECT count(*)::int AS all,
  count(*) FILTER (WHERE is_covered_patient)::int AS covered, count(*) FILTER (WHERE is_screening)::int AS screening FROM clients`))!;

describe('list totals', () => {
  it('follow concurrent creates, flag edits and deletes exactly', async () => {
    const before = await totals();
    const bodies = Array.from({ length: 12 }, (_, i) => clientBody({ isCoveredPatient: i % 2 === 0, isScreening: i % 3 === 0 }));
    const ids = await Promise.all(bodies.map(async (body) => (await call<{ id: number }>(s.server.apiUrl, 'POST', 'Client', { token: s.tokens.Reception, body })).body.result.id));
    // A repeat of a national code creates nothing and counts nothing.
    expect((await call(s.server.apiUrl, 'POST', 'Client', { token: s.tokens.Reception, body: { ...bodies[0], localId: crypto.randomUUID() } })).status).toBe(409);
    const { localId: _l, isNew: _n, ...fields } = bodies[0]!;
    const edits = await Promise.all([
      call(s.server.apiUrl, 'PUT', `Client/${ids[0]}`, { token: s.tokens.Reception, body: { ...fields, isCoveredPatient: false, isScreening: true } }),
      call(s.server.apiUrl, 'DELETE', `Client/${ids[1]}`, { token: s.tokens.Reception }),
      call(s.server.apiUrl, 'DELETE', `Client/${ids[2]}`, { token: s.tokens.Reception }),
    ]);
    expect(edits.map((e) => e.status)).toEqual([200, 200, 200]);
    const after = await totals();
    // Made: 6 covered, 4 screening; then #0 (both) stops being covered, #1 (plain) and #2 (covered) go.
    expect(after).toEqual({ all: before.all! + 10, covered: before.covered! + 4, screening: before.screening! + 4 });
    expect(after).toEqual(await counted());
  });

  it('are read from the kept row, not counted per page', async () => {
    const real = await counted();
    await s.server.sql.rows(sql`UPDATE client_totals SET n = 424242 WHERE list = 'covered'`);
    try {
      expect((await totals()).covered).toBe(424242);
    } finally {
      await s.server.sql.rows(sql`UPDATE client_totals SET n = ${real.covered} WHERE list = 'covered'`);
    }
  });
});

// Deep pages of the client lists come from each list's order kept in the server's memory
// (store/list-order.ts) while the list's generation (migration 013) says it holds: they equal
// the database's own ordering after every kind of write that moves a list — a create, a delete,
// a flag change, a moved creation time — and a stale order is never served.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pageFromOrder } from '../../server/store/list-order';
import { call } from './http';
import { clientBody, serverWithTokens } from './fixtures';

const s = serverWithTokens();
beforeAll(async () => {
  // 900 clients, a minute apart, a third covered and half screening (the triggers keep the totals).
  await s.server.sql.rows(sql`INSERT INTO clients (local_id, national_code, is_covered_patient, is_screening, data, created_at)
    SELECT 'seed-' || g, '8' || lpad(g::text, 9, '0'), g % 3 = 0, g % 2 = 0, jsonb_build_object('firstName', 'n' || g),
      now() - make_interval(mins => g) FROM generate_series(1, 900) g`);
});

const lists = { all: sql`true`, covered: sql`is_covered_patient`, screening: sql`is_screening` } as const;
type List = keyof typeof lists;
const paths: Record<List, (page: number) => string> = {
  all: (page) => `client/6/${page}`, covered: (page) => `client/covered/${page}/6`, screening: (page) => `client/screening/${page}/6`,
};

/** The page as the database orders it now. */
async function expected(list: List, page: number): Promise<number[]> {
  const rows = await s.server.sql.rows<{ id: number }>(sql`SELECT id FROM clients WHERE ${lists[list]}
    ORDER BY created_at DESC, id DESC LIMIT 6 OFFSET ${(page - 1) * 6}`);
  return rows.map((row) => row.id);
}

async function served(list: List, page: number): Promise<number[]> {
  const answer = await call<{ id: number }[]>(s.server.apiUrl, 'GET', paths[list](page), { token: s.tokens.Research });
  expect(answer.status).toBe(200);
  return answer.body.result.map((client) => client.id);
}

/** Every list's deep pages (past the first 100 rows of 600) as the database orders them. */
async function expectAllPagesRight(): Promise<void> {
  for (const [list, pages] of [['all', [101, 120, 149, 150, 151]], ['covered', [101, 110]], ['screening', [101, 140]]] as const) {
    for (const page of pages) expect(await served(list, page), `${list} page ${page}`).toEqual(await expected(list, page));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('deep pages from the kept list order', () => {
  it('serve a page from the order, and never from an order a write has moved', async () => {
    const skip = 700;
    const fresh = await pageFromOrder(s.server.sql, 'all', lists.all, skip, 6, 10_000_000);
    expect(fresh?.filter((row) => row.id !== null).map((row) => row.id)).toEqual(await expected('all', skip / 6 + 1));
    // Kept: the next page needs no rebuild (a second has not passed) and comes from the order.
    expect((await pageFromOrder(s.server.sql, 'all', lists.all, skip + 6, 6, 10_000_001))?.map((row) => row.id)).toEqual(await expected('all', skip / 6 + 2));
    const created = await call(s.server.apiUrl, 'POST', 'Client', { token: s.tokens.Reception, body: clientBody() });
    expect(created.status).toBe(201);
    // The order is stale now and may not be read again within the second: no page, the caller walks.
    expect(await pageFromOrder(s.server.sql, 'all', lists.all, skip, 6, 10_000_002)).toBeUndefined();
    // A second later it is read again and holds the new client.
    expect((await pageFromOrder(s.server.sql, 'all', lists.all, skip, 6, 10_001_100))?.map((row) => row.id)).toEqual(await expected('all', skip / 6 + 1));
  });

  it('equal the database ordering after creates, deletes, flag changes and a moved creation time', async () => {
    await expectAllPagesRight();
    await pause(1_100);
    await expectAllPagesRight(); // built now, served from the order
    const bodies = [clientBody({ isCoveredPatient: true, isScreening: true }), clientBody({ isCoveredPatient: false, isScreening: true })];
    const ids = [];
    for (const body of bodies) ids.push((await call<{ id: number }>(s.server.apiUrl, 'POST', 'Client', { token: s.tokens.Reception, body })).body.result.id);
    await expectAllPagesRight();
    await pause(1_100);
    await expectAllPagesRight();

    const [deep] = await expected('all', 130);
    expect((await call(s.server.apiUrl, 'DELETE', `Client/${deep}`, { token: s.tokens.Reception })).status).toBe(200);
    await expectAllPagesRight();
    await pause(1_100);
    await expectAllPagesRight();

    const { localId: _l, isNew: _n, ...fields } = bodies[0]!;
    expect((await call(s.server.apiUrl, 'PUT', `Client/${ids[0]}`, { token: s.tokens.Reception, body: { ...fields, isCoveredPatient: false, isScreening: false } })).status).toBe(200);
    await pause(1_100);
    await expectAllPagesRight();

    // A row moved in time by hand (an import, a repair): every list's order moves with it.
    await s.server.sql.rows(sql`UPDATE clients SET created_at = now() - interval '30 days' WHERE id = ${ids[1]}`);
    await pause(1_100);
    await expectAllPagesRight();
  });
});

// PGlite has no autovacuum: the server vacuums and analyses it on a timer (db/maintenance.ts), so
// a list's deep page skips rows through the index alone (the visibility map) and the planner
// knows the tables' sizes. Shortened times here; the server's are a minute after start, then hourly.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { call } from './http';
import { clientBody, serverWithTokens } from './fixtures';

const s = serverWithTokens({ pglite: true, maintenance: { firstAfterMs: 200, everyMs: 300 } });

const clientsTable = () => s.server.sql.one<{ pages: number; visible: number; tuples: number }>(sql`SELECT relpages AS pages,
  relallvisible AS visible, reltuples::int AS tuples FROM pg_class WHERE relname = 'clients'`);

describe('PGlite maintenance', () => {
  it('vacuums and analyses the tables while the server runs, so new clients become index-only reads', async () => {
    const created = await Promise.all(Array.from({ length: 40 }, () =>
      call(s.server.apiUrl, 'POST', 'Client', { token: s.tokens.Reception, body: clientBody({ address: 'خیابان '.repeat(60) }) })));
    expect(created.map((answer) => answer.status)).toEqual(Array(40).fill(201));
    const deadline = Date.now() + 15_000;
    let table = await clientsTable();
    while (!(table && table.tuples >= 40 && table.visible === table.pages && table.pages > 0) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      table = await clientsTable();
    }
    expect(table).toMatchObject({ visible: table?.pages });
    expect(table!.tuples).toBeGreaterThanOrEqual(40);
    const plan = await s.server.sql.rows<{ 'QUERY PLAN': string }>(sql`EXPLAIN (ANALYZE, BUFFERS OFF)
      SELECT id FROM clients ORDER BY created_at DESC, id DESC LIMIT 6 OFFSET 30`);
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/Index Only Scan[\s\S]*Heap Fetches: 0/);
    // The server goes on answering between runs.
    expect((await call(s.server.apiUrl, 'GET', 'client/6/1', { token: s.tokens.Reception })).status).toBe(200);
  });
});

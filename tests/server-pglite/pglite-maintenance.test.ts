// PGlite has no autovacuum: the server does its work by its rules (db/maintenance.ts), so a
// list's deep page skips rows through the index alone (the visibility map) and the planner knows
// the tables' sizes, while a table with few changes is left alone (no pause for nothing).
// Shortened times here; the server looks a minute after start, then every five minutes.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { call } from '../server/http';
import { clientBody, serverWithTokens } from '../server/fixtures';

const s = serverWithTokens({ pglite: true, maintenance: { firstAfterMs: 200, everyMs: 300 } });

const clientsTable = () => s.server.sql.one<{ pages: number; visible: number; tuples: number; vacuumed: string | null }>(sql`SELECT
  c.relpages AS pages, c.relallvisible AS visible, c.reltuples::int AS tuples, s.last_vacuum::text AS vacuumed
  FROM pg_class c JOIN pg_stat_user_tables s ON s.relid = c.oid WHERE c.relname = 'clients'`);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PGlite maintenance', () => {
  it('vacuums and analyses a table past autovacuum\'s thresholds while the server runs: its rows become index-only reads', async () => {
    // 2,000 new rows: past the insert threshold (1,000 + 20 % of the table).
    await s.server.sql.rows(sql`INSERT INTO clients (local_id, national_code, data, created_at)
      SELECT 'm-' || g, '6' || lpad(g::text, 9, '0'), jsonb_build_object('firstName', 'n' || g, 'address', repeat('خیابان ', 60)),
        now() - make_interval(mins => g) FROM generate_series(1, 2000) g`);
    const deadline = Date.now() + 15_000;
    let table = await clientsTable();
    while (!(table && table.tuples >= 2000 && table.visible === table.pages && table.pages > 0) && Date.now() < deadline) {
      await pause(100);
      table = await clientsTable();
    }
    expect(table).toMatchObject({ visible: table?.pages });
    expect(table!.tuples).toBeGreaterThanOrEqual(2000);
    const plan = await s.server.sql.rows<{ 'QUERY PLAN': string }>(sql`EXPLAIN (ANALYZE, BUFFERS OFF)
      SELECT id FROM clients ORDER BY created_at DESC, id DESC LIMIT 6 OFFSET 1500`);
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/Index Only Scan[\s\S]*Heap Fetches: 0/);
  });

  it('leaves a table with a few new rows alone, and the server answers between its looks', async () => {
    const before = await clientsTable();
    expect(before?.vacuumed).not.toBeNull();
    const created = await Promise.all(Array.from({ length: 10 }, () =>
      call(s.server.apiUrl, 'POST', 'Client', { token: s.tokens.Reception, body: clientBody() })));
    expect(created.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    await pause(1_500); // five looks
    expect((await clientsTable())?.vacuumed).toBe(before!.vacuumed);
    expect((await call(s.server.apiUrl, 'GET', 'client/6/1', { token: s.tokens.Reception })).status).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { call } from './http';
import { clientBody, serverWithTokens } from './fixtures';

interface Feed { changes: { entity: string; id: number; op: string; version: number; data: Record<string, unknown> | null }[]; cursor: string; hasMore: boolean }

const s = serverWithTokens();

const pull = (token: string, since: string, limit = 500) => call<Feed>(s.server.apiUrl, 'GET', `sync/changes?since=${since}&limit=${limit}`, { token });

describe('sync/changes', () => {
  it('a client made, edited and deleted appears in that order from any cursor', async () => {
    const start = (await pull(s.tokens.Reception, '0')).body.result.cursor;
    const body = clientBody();
    const id = (await call<{ id: number }>(s.server.apiUrl, 'POST', 'Client', { token: s.tokens.Reception, body })).body.result.id;
    const afterCreate = await pull(s.tokens.screening, start);
    expect(afterCreate.body.result.changes).toEqual([expect.objectContaining({ entity: 'client', id, op: 'upsert', version: 1 })]);
    expect(afterCreate.body.result.changes[0]!.data).toMatchObject({ nationalCode: body.nationalCode, localId: body.localId });
    const { localId: _l, isNew: _n, ...fields } = body;
    await call(s.server.apiUrl, 'PUT', `Client/${id}`, { token: s.tokens.Reception, body: { ...fields, lastName: 'کریمی' } });
    const afterEdit = await pull(s.tokens.screening, afterCreate.body.result.cursor);
    expect(afterEdit.body.result.changes).toEqual([expect.objectContaining({ entity: 'client', id, op: 'upsert', version: 2 })]);
    expect(afterEdit.body.result.changes[0]!.data!.lastName).toBe('کریمی');
    await call(s.server.apiUrl, 'DELETE', `Client/${id}`, { token: s.tokens.Reception });
    const afterDelete = await pull(s.tokens.screening, afterEdit.body.result.cursor);
    expect(afterDelete.body.result.changes).toEqual([{ entity: 'client', id, op: 'delete', version: 3, data: null, seq: expect.any(String) }]);
    // From the start, the gone client's upserts are skipped and its delete remains.
    const fromStart = await pull(s.tokens.Reception, start);
    expect(fromStart.body.result.changes.map((c) => `${c.entity}:${c.op}`)).toEqual(['client:delete']);
  });

  it('pages with limit and hasMore, in commit order', async () => {
    const start = (await pull(s.tokens.Reception, '0')).body.result.cursor;
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) ids.push((await call<{ id: number }>(s.server.apiUrl, 'POST', 'Client', { token: s.tokens.Reception, body: clientBody() })).body.result.id);
    const first = await pull(s.tokens.Reception, start, 3);
    expect(first.body.result.hasMore).toBe(true);
    const second = await pull(s.tokens.Reception, first.body.result.cursor, 3);
    expect(second.body.result.hasMore).toBe(false);
    expect([...first.body.result.changes, ...second.body.result.changes].map((c) => c.id)).toEqual(ids);
  });

  it('gives a screening caller no covered examinations, a Research caller all', async () => {
    const start = (await pull(s.tokens.Reception, '0')).body.result.cursor;
    const id = (await call<{ id: number }>(s.server.apiUrl, 'POST', 'Client', { token: s.tokens.Reception, body: clientBody() })).body.result.id;
    await call(s.server.apiUrl, 'POST', `Covered/${id}/exam/0`, { token: s.tokens.Research, body: { birads: 2 } });
    await call(s.server.apiUrl, 'POST', `Consultation/${id}`, { token: s.tokens.Consultation, body: { consultType: 0, consultantName: 'الف', counselingText: 'ب' } });
    const screening = await pull(s.tokens.screening, start);
    expect(screening.body.result.changes.map((c) => c.entity)).toEqual(['client']);
    const research = await pull(s.tokens.Research, start);
    expect(research.body.result.changes.map((c) => c.entity)).toEqual(['client', 'examination', 'consultation']);
    expect(research.body.result.changes[1]!.data).toMatchObject({ birads: 2, clientId: id, type: 0 });
  });

  it('refuses a Kiosk and a bad cursor', async () => {
    expect((await pull(s.tokens.Kiosk, '0')).status).toBe(403);
    expect((await pull(s.tokens.Reception, 'abc')).status).toBe(400);
    expect((await pull(s.tokens.Reception, '0', 5000)).status).toBe(400);
  });
});

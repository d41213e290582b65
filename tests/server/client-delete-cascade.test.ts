// Deleting a client deletes its documents and records with it (ON DELETE CASCADE); every tablet
// must hear of each of them in sync/changes, committed with the client's delete.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { call } from './http';
import { createClient, serverWithTokens } from './fixtures';
import { form, onePixelPng } from './images';

interface Feed { changes: { entity: string; id: number; op: string; version: number; data: unknown }[]; cursor: string; hasMore: boolean }

const s = serverWithTokens();

const pull = (token: string, since: string) => call<Feed>(s.server.apiUrl, 'GET', `sync/changes?since=${since}&limit=1000`, { token });
const post = async (path: string, token: string, body: unknown) => {
  const answer = await call<{ id: number }>(s.server.apiUrl, 'POST', path, { token, body });
  expect(answer.status).toBe(201);
  return answer.body.result.id;
};

describe('deleting a client', () => {
  it('puts a delete of each of its documents and records in sync/changes, in the same transaction', async () => {
    const clientId = await createClient(s.server, s.tokens.Reception);
    const upload = await fetch(`${s.server.apiUrl}Client/upload/${clientId}/3`, { method: 'POST', headers: { authorization: `Bearer ${s.tokens.Reception}` }, body: form(onePixelPng, 'a.png', 'image/png') });
    const documentId = ((await upload.json()) as { result: { id: number } }).result.id;
    const personal = await fetch(`${s.server.apiUrl}Client/personal/upload/${clientId}/1`, { method: 'POST', headers: { authorization: `Bearer ${s.tokens.Reception}` }, body: form(onePixelPng, 'b.png', 'image/png') });
    const personalId = ((await personal.json()) as { result: { id: number } }).result.id;
    const examId = await post(`Covered/${clientId}/exam/0`, s.tokens.Research, { birads: 2 });
    const consultId = (await call<{ consultId: number }>(s.server.apiUrl, 'POST', `Consultation/${clientId}`, { token: s.tokens.Consultation, body: { consultType: 0, consultantName: 'الف', counselingText: 'ب' } })).body.result.consultId;
    const before = (await pull(s.tokens.Research, '0')).body.result.cursor;

    expect((await call(s.server.apiUrl, 'DELETE', `Client/${clientId}`, { token: s.tokens.Reception })).status).toBe(200);

    const research = (await pull(s.tokens.Research, before)).body.result.changes;
    expect(research.map((c) => `${c.entity}:${c.id}:${c.op}`).sort()).toEqual([
      `client:${clientId}:delete`, `consultation:${consultId}:delete`, `document:${documentId}:delete`,
      `examination:${examId}:delete`, `personalDocument:${personalId}:delete`,
    ].sort());
    expect(research.every((c) => c.data === null && c.version === 2)).toBe(true);
    // A reception tablet hears only of what it may read.
    const reception = (await pull(s.tokens.Reception, before)).body.result.changes;
    expect(reception.map((c) => c.entity).sort()).toEqual(['client', 'document', 'personalDocument']);
    // One transaction: the record deletes and the client delete were committed at the same instant.
    const times = await s.server.sql.rows<{ n: number }>(sql`SELECT count(DISTINCT at)::int AS n FROM changes WHERE client_id = ${clientId} AND op = 'delete'`);
    expect(times[0]!.n).toBe(1);
  });
});

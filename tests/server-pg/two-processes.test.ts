// Past one machine: two server processes on one PostgreSQL. What is written through
// one — clients, their photos, deletes — is read through the other: lists, getfile, sync/changes.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { call } from '../server/http';
import { clientBody } from '../server/fixtures';
import { form, onePixelPng, realJpeg } from '../server/images';
import { twoServersOnPostgres } from './two-servers';

interface Feed { changes: { entity: string; id: number; op: string; data: Record<string, unknown> | null }[]; cursor: string }

describe('two server processes on one PostgreSQL', () => {
  const servers = twoServersOnPostgres();

  it('writes through one, reads clients, photos and sync/changes through the other', async () => {
    const { a, b, tokens } = servers();
    const cursor = (await call<Feed>(b.apiUrl, 'GET', 'sync/changes?since=0', { token: tokens.Reception })).body.result.cursor;
    const body = clientBody();
    const id = (await call<{ id: number }>(a.apiUrl, 'POST', 'Client', { token: tokens.Reception, body })).body.result.id;
    const sent = await fetch(`${a.apiUrl}Client/upload/${id}/3`, { method: 'POST', headers: { authorization: `Bearer ${tokens.Reception}` }, body: form(await realJpeg(640, 480), 'card.jpg', 'image/jpeg') });
    expect(sent.status).toBe(201);
    const { id: documentId, fileName } = ((await sent.json()) as { result: { id: number; fileName: string } }).result;

    const page = await call<{ id: number }[]>(b.apiUrl, 'GET', 'client/6/1', { token: tokens.Research });
    expect(page.body.result[0]!.id).toBe(id);
    expect((await call(b.apiUrl, 'POST', 'Client/search', { token: tokens.Research, body: { nationalCode: body.nationalCode } })).status).toBe(200);
    const list = await call<{ fileName: string }[]>(b.apiUrl, 'GET', `client/documentlist/${id}`, { token: tokens.screening });
    expect(list.body.result.map((d) => d.fileName)).toEqual([fileName]);
    // The server stores its own re-encoding of the upload: both processes serve those same bytes.
    const stored = Buffer.from(await (await fetch(`${a.apiUrl}Client/getfile/${fileName}`, { headers: { authorization: `Bearer ${tokens.screening}` } })).arrayBuffer());
    const file = await fetch(`${b.apiUrl}Client/getfile/${fileName}`, { headers: { authorization: `Bearer ${tokens.screening}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(stored.length).toBeGreaterThan(0);
    expect(Buffer.from(await file.arrayBuffer()).equals(stored)).toBe(true);
    const feed = (await call<Feed>(b.apiUrl, 'GET', `sync/changes?since=${cursor}`, { token: tokens.Reception })).body.result.changes;
    expect(feed.map((c) => `${c.entity}:${c.id}:${c.op}`)).toEqual([`client:${id}:upsert`, `document:${documentId}:upsert`]);

    // A delete through the second process removes the photo for the first one too.
    expect((await call(b.apiUrl, 'DELETE', `Client/${id}`, { token: tokens.Reception })).status).toBe(200);
    expect((await fetch(`${a.apiUrl}Client/getfile/${fileName}`, { headers: { authorization: `Bearer ${tokens.screening}` } })).status).toBe(404);
    const after = (await call<Feed>(a.apiUrl, 'GET', `sync/changes?since=${cursor}`, { token: tokens.Reception })).body.result.changes;
    expect(after.map((c) => `${c.entity}:${c.op}`)).toEqual(['document:delete', 'client:delete']);
  });

  it('serves a photo uploaded through either process from both', async () => {
    const { a, b, tokens } = servers();
    const id = (await call<{ id: number }>(b.apiUrl, 'POST', 'Client', { token: tokens.Reception, body: clientBody() })).body.result.id;
    const sent = await fetch(`${b.apiUrl}Client/personal/upload/${id}/1`, { method: 'POST', headers: { authorization: `Bearer ${tokens.Reception}` }, body: form(onePixelPng, 'p.png', 'image/png') });
    const { fileName } = ((await sent.json()) as { result: { fileName: string } }).result;
    const [fromA, fromB] = await Promise.all([a, b].map(async (server) => Buffer.from(await (await fetch(`${server.apiUrl}Client/getfile/${fileName}`, { headers: { authorization: `Bearer ${tokens.Reception}` } })).arrayBuffer())));
    expect(fromA!.length).toBeGreaterThan(0);
    expect(fromB!.equals(fromA!)).toBe(true);
  });

  it('a deep page read through one process follows creates and deletes made through the other at once', async () => {
    const { a, b, tokens } = servers();
    // 700 clients a minute apart, so page 110 lies past the first 600 rows (the kept order's pages).
    await a.sql.rows(sql`INSERT INTO clients (local_id, national_code, is_covered_patient, is_screening, data, created_at)
      SELECT 'two-' || g, '7' || lpad(g::text, 9, '0'), false, false, jsonb_build_object('firstName', 'n' || g),
        now() - make_interval(mins => g) FROM generate_series(1, 700) g`);
    const page = async () => (await call<{ id: number }[]>(b.apiUrl, 'GET', 'client/6/110', { token: tokens.Research })).body.result.map((c) => c.id);
    const expected = async () => (await a.sql.rows<{ id: number }>(sql`SELECT id FROM clients ORDER BY created_at DESC, id DESC LIMIT 6 OFFSET 654`)).map((r) => r.id);
    const settle = () => new Promise((resolve) => setTimeout(resolve, 1_100));
    await page();
    await settle();
    expect(await page()).toEqual(await expected()); // b now serves it from its kept order
    const created = await call(a.apiUrl, 'POST', 'Client', { token: tokens.Reception, body: clientBody() });
    expect(created.status).toBe(201);
    expect(await page()).toEqual(await expected());
    await settle();
    expect(await page()).toEqual(await expected());
    const [deep] = (await a.sql.rows<{ id: number }>(sql`SELECT id FROM clients ORDER BY created_at DESC, id DESC LIMIT 1 OFFSET 300`));
    expect((await call(a.apiUrl, 'DELETE', `Client/${deep!.id}`, { token: tokens.Reception })).status).toBe(200);
    expect(await page()).toEqual(await expected());
    await settle();
    expect(await page()).toEqual(await expected());
  });
});

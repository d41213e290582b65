// The audit trail (issue 37 §5) over HTTP: a sign-in, a view and an edit are kept with who,
// role and device and never a field value; the chain verifies, and a row altered in the
// database is named by the check; no route edits or deletes an entry.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditEntry, AuditVerify } from '../../src/domain/schemas/audit';
import { call } from './http';
import { clientBody, serverWithTokens, userOfRole } from './fixtures';

const s = serverWithTokens();

async function entriesOf(query: string): Promise<AuditEntry[]> {
  const answer = await call<AuditEntry[]>(s.server.apiUrl, 'GET', `Audit/1/6?${query}`, { token: s.tokens.SuperAdmin });
  expect(answer.status).toBe(200);
  return answer.body.result;
}

const verify = async () => (await call<AuditVerify>(s.server.apiUrl, 'GET', 'Audit/verify', { token: s.tokens.SuperAdmin })).body.result;

describe('audit trail', () => {
  it('keeps a sign-in, a view and an edit with who, role and device, and no field value', async () => {
    const api = s.server.apiUrl;
    const token = await s.server.login(...userOfRole.Reception);
    const body = clientBody({ firstName: 'شیرین', lastName: 'نگهدار' });
    const created = await call<{ id: number }>(api, 'POST', 'Client', { token, body });
    const id = created.body.result.id;
    expect((await call(api, 'GET', `Client/${id}`, { token })).status).toBe(200);
    expect((await call(api, 'PUT', `Client/${id}`, { token, body: { ...body, address: 'شیراز' }, headers: { 'If-Match': '1' } })).status).toBe(200);

    const byPatient = await entriesOf(`nationalCode=${body.nationalCode}`);
    expect(byPatient.map((entry) => [entry.action, entry.entity, entry.entityId])).toEqual([['edit', 'client', id], ['view', 'client', id], ['create', 'client', id]]);
    const receptionId = byPatient[0]!.userId!;
    for (const entry of byPatient) {
      expect(entry).toMatchObject({ userId: receptionId, role: 'Reception', clientId: id });
      expect(entry.device).toMatch(/^browser:[0-9a-f]{16}$/);
    }
    const signIns = (await entriesOf(`userId=${receptionId}`)).filter((entry) => entry.action === 'signIn');
    expect(signIns[0]).toMatchObject({ role: 'Reception', device: byPatient[0]!.device });

    // SuperAdmin sees who opened the detail lately.
    const openers = await call<AuditEntry[]>(api, 'GET', `Audit/client/${id}`, { token: s.tokens.SuperAdmin });
    expect(openers.body.result.map((entry) => [entry.userId, entry.action])).toEqual([[receptionId, 'view']]);

    // Not one stored row holds the patient's name, national code or address.
    const stored = await s.server.sql.rows<{ row: string }>(sql`SELECT row_to_json(a)::text AS row FROM audit_entries a`);
    expect(stored.length).toBeGreaterThan(3);
    for (const text of [body.nationalCode, 'شیرین', 'نگهدار', 'شیراز']) expect(stored.filter((r) => r.row.includes(text))).toEqual([]);

    // The patient deleted: the trail keeps the entries, ids only.
    expect((await call(api, 'DELETE', `Client/${id}`, { token })).status).toBe(200);
    expect((await entriesOf(`clientId=${id}`)).map((entry) => entry.action)).toEqual(['delete', 'edit', 'view', 'create']);
  });

  it('keeps the views a tablet sends, of what its role may read only', async () => {
    const api = s.server.apiUrl;
    const id = (await call<{ id: number }>(api, 'POST', 'Client', { token: s.tokens.Reception, body: clientBody() })).body.result.id;
    const seenAt = '2026-01-02T03:04:05.000Z';
    const sent = await call(api, 'POST', 'Audit/views', { token: s.tokens.Reception, body: { views: [{ entity: 'photo', entityId: 7, clientId: id, seenAt }] } });
    expect(sent.status).toBe(200);
    expect((await entriesOf(`clientId=${id}`))[0]).toMatchObject({ action: 'view', entity: 'photo', entityId: 7, seenAt, role: 'Reception' });
    // Reception reads no examination; a Kiosk no client it was not given.
    const exam = await call(api, 'POST', 'Audit/views', { token: s.tokens.Reception, body: { views: [{ entity: 'examination', clientId: id, seenAt }] } });
    expect(exam.status).toBe(403);
    const kiosk = await call(api, 'POST', 'Audit/views', { token: s.tokens.Kiosk, body: { views: [{ entity: 'client', clientId: id, seenAt }] } });
    expect(kiosk.status).toBe(403);
  });

  it('keeps a view sent again (its answer lost) once, by the view id the tablet made', async () => {
    const api = s.server.apiUrl;
    const id = (await call<{ id: number }>(api, 'POST', 'Client', { token: s.tokens.Reception, body: clientBody() })).body.result.id;
    const view = { entity: 'client', entityId: id, clientId: id, seenAt: '2026-01-02T03:04:05.000Z', viewId: randomUUID() };
    const first = await call<{ recorded: number }>(api, 'POST', 'Audit/views', { token: s.tokens.Reception, body: { views: [view] } });
    expect(first.body.result.recorded).toBe(1);
    const again = await call<{ recorded: number }>(api, 'POST', 'Audit/views', { token: s.tokens.Reception, body: { views: [view, { ...view, viewId: view.viewId.toUpperCase() }] } });
    expect([again.status, again.body.result.recorded]).toEqual([200, 0]);
    const other = await call<{ recorded: number }>(api, 'POST', 'Audit/views', { token: s.tokens.Reception, body: { views: [{ ...view, viewId: randomUUID() }] } });
    expect(other.body.result.recorded).toBe(1);
    expect((await entriesOf(`clientId=${id}`)).filter((entry) => entry.action === 'view')).toHaveLength(2);
    expect(await verify()).toMatchObject({ ok: true });
  });

  it('no route edits or deletes an entry', async () => {
    for (const path of ['Audit/1/6', 'Audit/verify', 'Audit/client/1', 'Audit/views', 'Audit/1', 'Audit']) {
      for (const method of ['PUT', 'DELETE', 'PATCH']) {
        const answer = await call(s.server.apiUrl, method, path, { token: s.tokens.SuperAdmin, body: {} });
        expect([404, 405], `${method} ${path}`).toContain(answer.status);
      }
    }
    // Nor can SQL, short of turning the trigger off.
    await expect(s.server.sql.rows(sql`UPDATE audit_entries SET role = 'x' WHERE id = 1`)).rejects.toThrow();
    await expect(s.server.sql.rows(sql`DELETE FROM audit_entries WHERE id = 1`)).rejects.toThrow();
  });

  it('the chain verifies, and a row altered in the database is named by the check', async () => {
    const before = await verify();
    expect(before).toMatchObject({ ok: true, broken: null });
    expect(before.checked).toBeGreaterThan(5);
    const victim = Math.floor(before.checked / 2);
    await s.server.sql.tx(async (tx) => {
      await tx.rows(sql`ALTER TABLE audit_entries DISABLE TRIGGER audit_entries_append_only`);
      await tx.rows(sql`UPDATE audit_entries SET user_id = 1 WHERE id = ${victim}`);
      await tx.rows(sql`ALTER TABLE audit_entries ENABLE TRIGGER audit_entries_append_only`);
    });
    expect(await verify()).toEqual({ ok: false, checked: victim - 1, broken: { id: victim, reason: 'hash' } });
  });
});

// Staff account changes reach the audit trail (issue 37 §5): an account registered, its password
// set by SuperAdmin or by its owner, the account deleted, a kiosk issued and revoked, a device
// marked lost — who did it and the account or device acted on, never a name or a password.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditEntry, AuditVerify } from '../../src/domain/schemas/audit';
import { call } from './http';
import { serverWithTokens } from './fixtures';

const s = serverWithTokens();

const entriesBy = async (userId: number): Promise<AuditEntry[]> =>
  (await call<AuditEntry[]>(s.server.apiUrl, 'GET', `Audit/1/6?userId=${userId}`, { token: s.tokens.SuperAdmin })).body.result;
const jtiOf = async (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { jti: string }).jti;

describe('staff account changes in the audit trail', () => {
  it('names who changed which account or device, and no password', async () => {
    const api = s.server.apiUrl;
    const admin = { token: s.tokens.SuperAdmin };
    const password = 'Tazeh-Ramz-9931';
    const registered = await call<{ id: number }>(api, 'POST', 'Account/Register', {
      ...admin, body: { firstName: 'نرگس', lastName: 'آزمون', userName: 'audited-staff', userRole: 'Reception', password, rePassword: password },
    });
    expect(registered.status).toBe(201);
    const id = registered.body.result.id;
    const adminId = (await s.server.sql.one<{ id: number }>(sql`SELECT id FROM users WHERE user_name = 'SuperAdmin'`))!.id;
    const newPassword = 'Digar-Ramz-5512';
    expect((await call(api, 'PUT', `Account/${id}/password`, { ...admin, body: { password: newPassword, rePassword: newPassword } })).status).toBe(200);

    const own = (await call<{ token: string }>(api, 'POST', 'Account/login', { body: { userName: 'audited-staff', password: newPassword } })).body.result.token;
    const ownPassword = 'Sevom-Ramz-7720';
    const changed = await call(api, 'PUT', 'Account/password', { token: own, body: { currentPassword: newPassword, newPassword: ownPassword, rePassword: ownPassword } });
    expect(changed.status).toBe(200);
    expect((await entriesBy(id)).map((entry) => [entry.action, entry.entity, entry.entityId])).toEqual([['edit', 'password', id], ['signIn', null, null]]);

    const kiosk = (await call<{ token: string }>(api, 'POST', 'Account/kiosk', { token: s.tokens.Reception, body: { deviceName: 'کیوسک' } })).body.result.token;
    const kioskDevice = await jtiOf(kiosk);
    expect((await call(api, 'POST', `Account/device/${kioskDevice}/lost`, admin)).status).toBe(200);
    const second = await jtiOf((await call<{ token: string }>(api, 'POST', 'Account/kiosk', { token: s.tokens.Reception, body: { deviceName: 'کیوسک ۲' } })).body.result.token);
    expect((await call(api, 'DELETE', `Account/kiosk/${second}`, admin)).status).toBe(200);
    expect((await call(api, 'DELETE', `Account/${id}`, admin)).status).toBe(200);

    const byAdmin = (await entriesBy(adminId)).map((entry) => [entry.action, entry.entity, entry.entityId, entry.target]);
    expect(byAdmin.slice(0, 5)).toEqual([
      ['delete', 'account', id, null],
      ['delete', 'kiosk', null, second],
      ['delete', 'tabletAccess', null, kioskDevice],
      ['edit', 'password', id, null],
      ['create', 'account', id, null],
    ]);
    const receptionKiosks = (await s.server.sql.rows<{ target: string }>(sql`SELECT target FROM audit_entries WHERE action = 'create' AND entity = 'kiosk'`)).map((row) => row.target);
    expect(receptionKiosks).toEqual(expect.arrayContaining([kioskDevice, second]));

    // No stored entry holds a password, the user name or the person's name; the chain holds.
    const stored = await s.server.sql.rows<{ row: string }>(sql`SELECT row_to_json(a)::text AS row FROM audit_entries a`);
    for (const text of [password, newPassword, ownPassword, 'audited-staff', 'نرگس']) expect(stored.filter((r) => r.row.includes(text))).toEqual([]);
    expect((await call<AuditVerify>(api, 'GET', 'Audit/verify', admin)).body.result).toMatchObject({ ok: true, broken: null });
  });
});

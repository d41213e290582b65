// An audit entry is written in the transaction of the write it records: a create killed after
// its entry was appended, before the commit, leaves neither the client nor the entry, and the
// chain still verifies (the admin terminal's check agrees).
import { describe, expect, it } from 'vitest';
import type { AuditVerify } from '../../src/domain/schemas/audit';
import { prepareTestDatabase, superAdminPassword } from './harness';
import { call } from './http';
import { clientBody } from './fixtures';
import { childServerEach } from './child-server-each';
import { startChildServer } from './server-child-process';
import { runAdmin } from './admin-child';
import { accountServerText } from '../../src/domain/account-server-text';

const scene = childServerEach();

const signIn = async (apiUrl: string, userName: string, password: string) =>
  (await call<{ token: string; userId: number }>(apiUrl, 'POST', 'Account/login', { body: { userName, password } })).body.result;

describe('audit entries roll back with their write', () => {
  it('a create killed between its entry and its commit leaves no entry', async () => {
    scene.database = await prepareTestDatabase();
    scene.running = await startChildServer(scene.database);
    const reception = await signIn(scene.running.apiUrl, 'reception', 'demo1234');
    const admin = await signIn(scene.running.apiUrl, 'SuperAdmin', superAdminPassword);
    const entriesOfReception = async (apiUrl: string) =>
      (await call(apiUrl, 'GET', `Audit/1/6?userId=${reception.userId}`, { token: admin.token })).body.pagination!.total;
    const before = await entriesOfReception(scene.running.apiUrl);
    expect(before).toBe(1);

    // Armed only now: the sign-ins above append entries too.
    await scene.running.pauseAt('audit-appended');
    const body = clientBody();
    const create = call(scene.running.apiUrl, 'POST', 'Client', { token: reception.token, body }).catch(() => undefined);
    await scene.running.printed('paused:audit-appended');
    await scene.running.kill9();
    await create;

    scene.running = await startChildServer(scene.database);
    expect((await call(scene.running.apiUrl, 'POST', 'Client/search', { token: reception.token, body: { nationalCode: body.nationalCode } })).status).toBe(404);
    expect(await entriesOfReception(scene.running.apiUrl)).toBe(before);
    const check = await call<AuditVerify>(scene.running.apiUrl, 'GET', 'Audit/verify', { token: admin.token });
    expect(check.body.result).toMatchObject({ ok: true, broken: null });
    // The terminal's check agrees, through the running server's socket and on the stopped folder.
    const viaSocket = await runAdmin(['verify-audit'], scene.database);
    expect(viaSocket.code).toBe(0);
    expect(viaSocket.stdout).toContain(accountServerText.auditChainHolds(check.body.result.checked));
    await scene.running.close();
    scene.running = undefined;
    const offline = await runAdmin(['verify-audit'], scene.database);
    expect(offline.stdout).toContain(accountServerText.auditChainHolds(check.body.result.checked));
  });
});

// Two server processes on one PostgreSQL append to the one audit chain at once: 200 views sent
// through both together, twenty in flight as a clinic's tablets would, all arrive, each with its
// own id, and the chain verifies. An append that waits past the chain lock's bound answers 503, and
// is sent again as the tablet's queue sends it (tests/server-pg/audit-lock-busy: that answer).
import { describe, expect, it } from 'vitest';
import type { AuditVerify } from '../../src/domain/schemas/audit';
import { call } from '../server/http';
import { clientBody } from '../server/fixtures';
import { twoServersOnPostgres } from './two-servers';

describe('the audit chain across two server processes', () => {
  const servers = twoServersOnPostgres();

  it('200 appends through both at once keep one unbroken chain', async () => {
    const { a, b, tokens } = servers();
    const id = (await call<{ id: number }>(a.apiUrl, 'POST', 'Client', { token: tokens.Reception, body: clientBody() })).body.result.id;
    const seenAt = new Date().toISOString();
    const send = async (i: number) => {
      const apiUrl = i % 2 === 0 ? a.apiUrl : b.apiUrl;
      for (let attempt = 1; ; attempt += 1) {
        const answer = await call(apiUrl, 'POST', 'Audit/views', { token: tokens.helper, body: { views: [{ entity: 'helperTest', entityId: i + 1, clientId: id, seenAt }] } });
        if (answer.status !== 503 || attempt === 5) return answer;
      }
    };
    const answers: Awaited<ReturnType<typeof send>>[] = [];
    let next = 0;
    await Promise.all(Array.from({ length: 20 }, async () => {
      while (next < 200) answers.push(await send(next++));
    }));
    expect(answers.map((answer) => answer.status).filter((status) => status !== 200)).toEqual([]);
    const page = await call(b.apiUrl, 'GET', `Audit/1/6?clientId=${id}`, { token: tokens.SuperAdmin });
    // The 200 views and the client's create.
    expect(page.body.pagination!.total).toBe(201);
    const check = await call<AuditVerify>(a.apiUrl, 'GET', 'Audit/verify', { token: tokens.SuperAdmin });
    expect(check.body.result).toMatchObject({ ok: true, broken: null });
    expect(check.body.result.checked).toBeGreaterThanOrEqual(201);
  });
});

// A keyed call's kept answer is what committed. A create whose COMMIT fails (here a deferred
// constraint trigger, which runs at the COMMIT itself) was answered 201 with an id that never
// existed, so the tablet marked it delivered; it must answer the fault, keep nothing, and the same
// key sent again must run as new. A refusal by a unique index (a disease-data localId another
// client's record holds) was answered but not kept, so the same key ran again and, once the
// other record was gone, answered otherwise; it must be kept like any other answer.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { clientBody, createClient, serverWithTokens } from './fixtures';
import { call } from './http';
import { dropRaisingTrigger, raisingTrigger } from './raising-trigger';

const s = serverWithTokens();
const failsAtCommit = {
  name: 'fails_at_commit', table: 'clients', constraint: true,
  when: `AFTER INSERT ON clients DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.data->>'fatherName' = 'ناکام')`,
};
const keyed = <T>(method: string, path: string, key: string, token: string, body?: unknown) =>
  call<T>(s.server.apiUrl, method, path, { token, body, headers: { 'idempotency-key': key } });
const clientsWithCode = async (nationalCode: string) =>
  (await s.server.sql.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM clients WHERE national_code = ${nationalCode}`))!.n;

describe('a keyed create whose COMMIT fails', () => {
  afterEach(async () => {
    await dropRaisingTrigger(s.server.sql, failsAtCommit);
  });

  it('answers the fault, keeps nothing, and the same key then runs as new', async () => {
    const body = clientBody({ fatherName: 'ناکام' });
    await raisingTrigger(s.server.sql, failsAtCommit, 'refused at commit');
    const key = randomUUID();
    const failed = await keyed('POST', 'Client', key, s.tokens.Reception, body);
    expect(failed.status).toBe(500);
    expect(await clientsWithCode(body.nationalCode)).toBe(0);

    await dropRaisingTrigger(s.server.sql, failsAtCommit);
    const again = await keyed<{ id: number }>('POST', 'Client', key, s.tokens.Reception, body);
    expect(again.status).toBe(201);
    const replay = await keyed<{ id: number }>('POST', 'Client', key, s.tokens.Reception, body);
    expect(replay.body.result.id).toBe(again.body.result.id);
    expect(await clientsWithCode(body.nationalCode)).toBe(1);
  });
});

describe('a keyed call refused by a unique index', () => {
  const diseaseData = (localId: string) => ({
    localId, fileNumber: '۱۲۳', introducingCenterName: 'بیمارستان', helperName: 'خانم کریمی', yearOfAfflicted: '1400', fileStatus: 'فعال',
    institutes: ['مرکز الف'], insuranceState: true, supplementaryInsuranceState: false, metastasis: false, disease: 'سرطان پستان', diseaseStage: '2',
    job: 'خانه دار', houseNumber: '02112345678', familyPhoneNumber: '02112345678', pastMedical: [], supportiveStatus: 1, smoke: false,
  });

  it('keeps the refusal: the same key answers it again, and no record is made', async () => {
    const holder = await createClient(s.server, s.tokens.Reception);
    const other = await createClient(s.server, s.tokens.Reception);
    const localId = randomUUID();
    expect((await keyed('POST', `Helper/${holder}/diseaseData`, randomUUID(), s.tokens.helper, diseaseData(localId))).status).toBe(200);

    const key = randomUUID();
    const refused = await keyed('POST', `Helper/${other}/diseaseData`, key, s.tokens.helper, diseaseData(localId));
    expect(refused.status).toBe(409);
    // With the record that held the localId gone, a call run again would now be stored.
    expect((await call(s.server.apiUrl, 'DELETE', `Client/${holder}`, { token: s.tokens.Reception })).status).toBe(200);
    const repeat = await keyed('POST', `Helper/${other}/diseaseData`, key, s.tokens.helper, diseaseData(localId));
    expect({ status: repeat.status, body: repeat.body }).toEqual({ status: refused.status, body: refused.body });
    expect((await call(s.server.apiUrl, 'GET', `Helper/${other}/diseaseData`, { token: s.tokens.helper })).status).toBe(404);
    const kept = await s.server.sql.rows<{ status: number }>(sql`SELECT status FROM idempotency WHERE key = ${key}`);
    expect(kept).toEqual([{ status: 409 }]);
  });
});

// A patient's delete purges them from the kept answers (Idempotency-Key) and the SMS log: before,
// replaying an earlier search's key answered their name, national code, phone and address after
// the delete (kept 45 days, and in every backup meanwhile), and a message sent without its client
// (an older tablet's Client/send-sms) kept their number and text for ever. After the delete, no
// row of the database holds their national code, name or number; their keys answer 404, a keyed
// batch that held them answers again from its writes' own keys; another patient's stay.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeKavenegar, type FakeKavenegar } from './fake-kavenegar';
import { clientBody, tokensOf, type Tokens } from './fixtures';
import { startTestServer, type TestServer } from './harness';
import { call } from './http';

let kavenegar: FakeKavenegar;
let server: TestServer;
let tokens: Tokens;
beforeAll(async () => {
  kavenegar = await startFakeKavenegar('kave-key');
  server = await startTestServer({ smsProvider: 'kavenegar', smsApiKey: 'kave-key', smsSender: '10004346', smsApiBase: kavenegar.base });
  tokens = await tokensOf(server);
});
afterAll(async () => {
  await server?.close();
  await kavenegar?.close();
});

type Batch = { answers: { status: number; body: { result: { id?: number } | null } }[] };
const keyed = <T>(method: string, path: string, key: string, body?: unknown, token = tokens.Reception) =>
  call<T>(server.apiUrl, method, path, { token, body, headers: { 'idempotency-key': key } });

/** Every table's rows as text, the tables a backup copies. */
async function everything(): Promise<string> {
  const tables = await server.sql.rows<{ name: string }>(sql`SELECT quote_ident(table_name) AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`);
  let text = '';
  for (const { name } of tables) {
    const rows = await server.sql.rows<{ row: string }>(sql.raw(`SELECT t::text AS row FROM ${name} t`));
    text += rows.map((r) => r.row).join('\n');
  }
  return text;
}

describe("a patient's delete", () => {
  it('purges their kept answers and their messages: none of their fields stays in the database', async () => {
    const patient = clientBody({ firstName: 'ملوک', lastName: 'زرین‌کوب', phoneNumber: '09357771122', address: 'اصفهان، کوچه نسترن' });
    const other = clientBody({ phoneNumber: '09358883344' });
    const patientId = (await keyed<{ id: number }>('POST', 'Client', randomUUID(), patient)).body.result.id;
    const otherId = (await keyed<{ id: number }>('POST', 'Client', randomUUID(), other)).body.result.id;

    const search = randomUUID();
    expect((await keyed<{ firstName: string }>('POST', 'Client/search', search, { nationalCode: patient.nationalCode })).body.result.firstName).toBe('ملوک');
    const edit = randomUUID();
    expect((await keyed('PUT', `Client/${patientId}`, edit, { ...patient, address: 'اصفهان، کوچه یاس' })).status).toBe(200);
    const otherSearch = randomUUID();
    const otherFound = await keyed('POST', 'Client/search', otherSearch, { nationalCode: other.nationalCode });
    // A keyed batch holding the patient (an edit) beside another client's create.
    const third = clientBody();
    const operations = [
      { method: 'put', path: `Client/${patientId}`, idempotencyKey: randomUUID(), body: { ...patient, address: 'اصفهان، کوچه لاله' } },
      { method: 'post', path: 'Client', idempotencyKey: randomUUID(), body: third },
    ];
    const batchKey = randomUUID();
    const batch = await keyed<Batch>('POST', 'sync/batch', batchKey, { operations });
    expect(batch.body.result.answers.map((a) => a.status)).toEqual([200, 201]);
    // Messages through the provider: one to the patient's page, one from an older tablet's bare path.
    for (const path of [`Client/send-sms/${patientId}`, 'Client/send-sms']) {
      expect((await keyed('POST', path, randomUUID(), { phoneNumber: patient.phoneNumber, text: 'جواب آزمایش ملوک آماده است' })).status).toBe(200);
    }
    expect((await keyed('POST', `Client/send-sms/${otherId}`, randomUUID(), { phoneNumber: other.phoneNumber, text: 'نوبت شما فردا است' })).status).toBe(200);
    await expect.poll(() => kavenegar.sent.length).toBe(3);
    // One sent to their number before anyone had it (as an older tablet's send left it).
    await server.sql.rows(sql`INSERT INTO sms_messages (phone_number, text, status) VALUES (${patient.phoneNumber}, 'نوبت ملوک', 'sent')`);
    expect(await everything()).toContain(patient.nationalCode);

    expect((await keyed('DELETE', `Client/${patientId}`, randomUUID())).status).toBe(200);

    const stored = await everything();
    for (const field of [patient.nationalCode, 'ملوک', 'نوبت ملوک', 'زرین‌کوب', patient.phoneNumber, 'نسترن', 'یاس', 'لاله', 'جواب آزمایش ملوک']) {
      expect(stored, field).not.toContain(field);
    }
    // Their keys: a 404, to the same body or any other.
    for (const [method, path, key, body] of [['POST', 'Client/search', search, { nationalCode: patient.nationalCode }], ['PUT', `Client/${patientId}`, edit, patient]] as const) {
      const replay = await keyed(method, path, key, body);
      expect([replay.status, JSON.stringify(replay.body)]).toEqual([404, expect.not.stringContaining('ملوک')]);
    }
    // The batch answers again from its writes' keys: the patient's edit is gone, the create stays.
    const again = await keyed<Batch>('POST', 'sync/batch', batchKey, { operations });
    expect(again.body.result.answers.map((a) => [a.status, a.body.result?.id])).toEqual([[404, undefined], [201, batch.body.result.answers[1]!.body.result!.id]]);
    // Another patient's kept answer and message stay as they were.
    expect((await keyed('POST', 'Client/search', otherSearch, { nationalCode: other.nationalCode })).body).toEqual(otherFound.body);
    expect(stored).toContain(other.nationalCode);
    expect(stored).toContain('نوبت شما فردا است');
    expect((await call(server.apiUrl, 'GET', `Client/${otherId}`, { token: tokens.Reception })).status).toBe(200);
  });
});

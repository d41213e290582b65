// The server tests' traffic replayed against openapi.json by an independent validator
// (openapi-check.ts: the OpenAPI 3.1 schema, then Ajv; nothing of our valibot schemas). Every
// answer must be declared (status, headers, body) and no call the server takes may be one the
// document forbids. The traffic: every operation of the document driven here (each answered with
// success at least once, and the usual refusals), and whatever the server suite's files that ran
// before this one in this process sent (tests/server/traffic.ts). No traffic fails the test.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { riskQuestions, screeningQuestions } from '../../src/domain/schemas/clinical';
import { contractOf } from './openapi-check';
import { call, exchange } from './http';
import { clientBody, createClient, serverWithTokens } from './fixtures';
import { form, onePixelPng } from './images';
import { recordedExchanges } from './traffic';
import { sealForServer } from '../../src/db/crypto/delivery-seal';
import type { DeliveryKey } from '../../src/domain/delivery';

const s = serverWithTokens();
/** What the files before this one sent (this file's own traffic starts after it). */
let before = 0;
beforeAll(() => {
  before = recordedExchanges().length;
});

const alternate = (names: readonly string[]) => Object.fromEntries(names.map((name, i) => [name, i % 2 === 0]));
const diseaseData = {
  fileNumber: '۱۲۳', introducingCenterName: 'بیمارستان', helperName: 'خانم کریمی', yearOfAfflicted: '1400', fileStatus: 'فعال',
  institutes: ['مرکز الف'], insuranceState: true, supplementaryInsuranceState: false, metastasis: false, disease: 'سرطان پستان', diseaseStage: '2', job: 'خانه دار',
  houseNumber: '02112345678', familyPhoneNumber: '02112345678', pastMedical: [{ diseaseName: 'دیابت', yearOfAfflicted: '1395' }], supportiveStatus: 1, smoke: false,
};

/** Every operation of the document, answered with success, and the refusals a tablet meets. */
async function driveEveryOperation(): Promise<void> {
  const api = s.server.apiUrl;
  const t = s.tokens;
  const key = () => ({ 'Idempotency-Key': randomUUID() });
  await call(api, 'GET', 'health');
  await call(api, 'GET', 'health/live');
  await call(api, 'GET', 'health/ready');
  await exchange(api, 'GET', 'openapi.json');
  await call(api, 'POST', 'Account/login', { body: { userName: 'reception', password: 'demo1234' } });
  await call(api, 'POST', 'Account/login', { body: { userName: 'reception', password: 'wrong-password' } });
  await call(api, 'POST', 'Account/login/consultation', { body: { userName: 'consultation', password: 'demo1234' } });
  await call(api, 'POST', 'Account/login', { body: [] });
  await call(api, 'GET', 'Account/users', { token: t.SuperAdmin });
  await call(api, 'GET', 'Account/users', { token: t.Reception });
  await call(api, 'GET', 'Account/users');
  const userName = `u${randomUUID().slice(0, 8)}`;
  const registered = await call<{ id: number }>(api, 'POST', 'Account/Register', { token: t.SuperAdmin, headers: key(), body: { firstName: 'سارا', lastName: 'نیک', userName, userRole: 'Reception', password: 'demo12345', rePassword: 'demo12345' } });
  await call(api, 'POST', 'Account/Register', { token: t.SuperAdmin, body: { firstName: 'سارا', lastName: 'نیک', userName, userRole: 'Reception', password: 'demo12345', rePassword: 'demo12345' } });
  await call(api, 'PUT', `Account/${registered.body.result.id}/password`, { token: t.SuperAdmin, body: { password: 'demo123456', rePassword: 'demo123456' } });
  const ownToken = await s.server.login(userName, 'demo123456');
  await call(api, 'PUT', 'Account/password', { token: ownToken, body: { currentPassword: 'wrong-one', newPassword: 'demo1234567' } });
  await call(api, 'PUT', 'Account/password', { token: ownToken, body: { currentPassword: 'demo123456', newPassword: 'demo1234567' } });
  await call(api, 'DELETE', 'Account/logout', { token: ownToken });
  await call(api, 'DELETE', `Account/${registered.body.result.id}`, { token: t.SuperAdmin });
  await call(api, 'DELETE', 'Account/1', { token: t.SuperAdmin });
  const kiosk = await call<{ token: string }>(api, 'POST', 'Account/kiosk', { token: t.Reception, body: { deviceName: 'کیوسک آزمون' } });
  const devices = await call<{ id: string }[]>(api, 'GET', 'Account/kiosk', { token: t.SuperAdmin });
  const deviceId = randomUUID();
  await call(api, 'POST', 'Device/key', { token: t.Reception, body: { deviceId, key: Buffer.alloc(32, 7).toString('base64') } });
  await call(api, 'GET', `Device/key/${deviceId}`, { token: t.Reception });
  await call(api, 'GET', `Device/key/${randomUUID()}`, { token: t.Reception });
  await call(api, 'GET', 'Device/key/not-a-uuid', { token: t.Reception });
  await call(api, 'GET', 'tls/certificate', { token: t.SuperAdmin });
  await call(api, 'GET', 'Backup/last', { token: t.SuperAdmin });
  // A locked tablet's queue: the server's key, a credential at the sign-in, one sealed write, the tablet marked lost.
  const deliveryKey = await call<DeliveryKey>(api, 'GET', 'Sync/deliveryKey');
  const tabletId = randomUUID();
  // A sign-in of its own: marking the tablet lost ends the session that asked for its credential.
  const tabletToken = await s.server.login('reception', 'demo1234');
  const credential = await call<{ credential: string }>(api, 'POST', 'Sync/deliveryCredential', { token: tabletToken, body: { deviceId: tabletId } });
  const receptionId = Number((JSON.parse(Buffer.from(tabletToken.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub);
  const sealed = await sealForServer(deliveryKey.body.result, { entryId: randomUUID(), userId: receptionId, deviceId: tabletId, method: 'post', path: 'Client', json: clientBody() });
  await exchange(api, 'POST', 'Sync/deliver', { raw: sealed, headers: { authorization: `Delivery ${credential.body.result.credential}`, 'content-type': 'application/octet-stream' } });
  await exchange(api, 'POST', 'Sync/deliver', { raw: sealed, headers: { authorization: 'Delivery not-a-credential', 'content-type': 'application/octet-stream' } });
  await call(api, 'GET', 'Account/device', { token: t.SuperAdmin });
  await call(api, 'POST', `Account/device/${tabletId}/lost`, { token: t.SuperAdmin });
  await call(api, 'POST', `Account/device/${randomUUID()}/lost`, { token: t.SuperAdmin });

  const body = clientBody();
  const made = await call<{ id: number }>(api, 'POST', 'Client', { token: t.Reception, headers: key(), body });
  const clientId = made.body.result.id;
  await call(api, 'POST', 'Client', { token: t.Reception, body: { ...body, localId: randomUUID() } });
  await call(api, 'POST', 'Client', { token: t.Reception, body: { ...body, nationalCode: '123' } });
  await call(api, 'GET', 'client/6/1', { token: t.Reception });
  await call(api, 'GET', 'client/covered/1/6', { token: t.Reception });
  await call(api, 'GET', 'client/screening/1/6', { token: t.Reception });
  await call(api, 'GET', 'client/6/0', { token: t.Reception });
  await call(api, 'POST', 'Client/search', { token: t.Reception, body: { nationalCode: body.nationalCode } });
  await call(api, 'POST', 'Client/search', { token: t.Kiosk, body: { nationalCode: body.nationalCode } });
  await call(api, 'POST', 'Client/search/covered', { token: t.Reception, body: { nationalCode: body.nationalCode } });
  await call(api, 'POST', 'Client/search/screening', { token: t.Reception, body: { nationalCode: body.nationalCode } });
  const screeningBody = clientBody({ isScreening: true });
  await createClient(s.server, t.Reception, screeningBody);
  await call(api, 'POST', 'Client/search/screening', { token: t.Reception, body: { nationalCode: screeningBody.nationalCode } });
  await call(api, 'POST', 'Client/search/text', { token: t.Reception, body: { query: `${body.firstName} ${body.lastName}`, page: 1, list: 'all' } });
  await call(api, 'POST', 'Client/search/text', { token: t.Research, body: { query: body.nationalCode.slice(2, 8), page: 1, list: 'covered' } });
  await call(api, 'POST', 'Client/search/text', { token: t.Reception, body: { query: 'م'.repeat(101), page: 1, list: 'all' } });
  await call(api, 'POST', 'Client/search/text', { token: t.Reception, body: { query: 'مریم', page: 1, list: 'covered' } });
  const one = await call<{ version: number }>(api, 'GET', `Client/${clientId}`, { token: t.Reception });
  await call(api, 'GET', 'Client/999999999', { token: t.Reception });
  const { isNew: _isNew, localId: _localId, ...fields } = body;
  await call(api, 'PUT', `Client/${clientId}`, { token: t.Reception, headers: { 'If-Match': String(one.body.result.version) }, body: { ...fields, address: 'شیراز' } });
  await call(api, 'PUT', `Client/${clientId}`, { token: t.Reception, headers: { 'If-Match': '1' }, body: fields });
  await call(api, 'POST', 'Client/submit', { token: t.Reception, body: { id: clientId } });
  await call(api, 'POST', 'Client/submit', { token: t.Kiosk, body: { id: clientId } });

  const upload = await call<{ fileName: string; id: number }>(api, 'POST', `Client/upload/${clientId}/0`, { token: t.Reception, headers: key(), raw: form(onePixelPng, 'a.png', 'image/png', randomUUID()) });
  const personal = await call<{ id: number }>(api, 'POST', `Client/personal/upload/${clientId}/0`, { token: t.Reception, raw: form(onePixelPng, 'b.png', 'image/png') });
  await call(api, 'POST', `Client/upload/${clientId}/0`, { token: t.Reception, raw: form(Buffer.from('not an image'), 'c.png', 'image/png') });
  await call(api, 'POST', `Client/upload/${clientId}/9`, { token: t.Reception, raw: form(onePixelPng, 'a.png', 'image/png') });
  await call(api, 'GET', `client/documentlist/${clientId}`, { token: t.Reception });
  await call(api, 'GET', `client/personal/documentlist/${clientId}`, { token: t.Reception });
  await exchange(api, 'GET', `Client/getfile/${upload.body.result.fileName}`, { token: t.Reception });
  await call(api, 'GET', `Client/getfile/${'0'.repeat(32)}.png`, { token: t.Reception });
  await call(api, 'DELETE', `client/document/${upload.body.result.id}`, { token: t.Reception });
  await call(api, 'DELETE', `client/personal/document/${personal.body.result.id}`, { token: t.Reception });

  const sms = { phoneNumber: '09121234567', text: 'یادآوری نوبت' };
  await call(api, 'POST', `Client/send-sms/${clientId}`, { token: t.Reception, body: sms });
  await call(api, 'POST', 'Client/send-sms', { token: t.Reception, body: { ...sms, localId: randomUUID() } });
  await call(api, 'GET', `Client/sms/${clientId}`, { token: t.Reception });
  const template = await call<{ id: number }>(api, 'POST', 'SmsTemplate', { token: t.SuperAdmin, body: { title: 'یادآوری', text: '{نام} عزیز، نوبت شما فردا است.' } });
  await call(api, 'POST', 'SmsTemplate', { token: t.SuperAdmin, body: { title: '' } });
  await call(api, 'POST', 'SmsTemplate', { token: t.Reception, body: { title: 'x', text: 'y' } });
  await call(api, 'PUT', `SmsTemplate/${template.body.result.id}`, { token: t.SuperAdmin, body: { title: 'یادآوری نوبت', text: '{نام} {نام خانوادگی} عزیز' } });
  await call(api, 'GET', 'SmsTemplate', { token: t.Reception });
  await call(api, 'DELETE', `SmsTemplate/${template.body.result.id}`, { token: t.SuperAdmin });
  await call(api, 'DELETE', `SmsTemplate/${template.body.result.id}`, { token: t.SuperAdmin });

  const consult = await call<{ consultId: number }>(api, 'POST', `Consultation/${clientId}`, { token: t.Consultation, body: { consultType: 0, consultantName: 'دکتر رضایی', counselingText: 'جلسه اول' } });
  await call(api, 'GET', `Consultation/${clientId}/1/6`, { token: t.Consultation });
  await call(api, 'GET', `Consultation/${clientId}/${consult.body.result.consultId}`, { token: t.Consultation });
  await call(api, 'POST', `Consultation/${clientId}`, { token: t.Consultation, body: { consultType: 7 } });

  const screening = await call<{ id: number }>(api, 'POST', `Screening/${clientId}`, { token: t.screening, body: { testType: 2, ...alternate(screeningQuestions), needFollowup: null, adminOpinion: null } });
  await call(api, 'GET', `Screening/${clientId}/1/6`, { token: t.screening });
  await call(api, 'GET', `Screening/test/${screening.body.result.id}`, { token: t.screening });
  await call(api, 'DELETE', `Screening/test/${screening.body.result.id}`, { token: t.screening });

  const home = await call<{ id: number }>(api, 'POST', `Helper/${clientId}/homeVisit`, { token: t.helper, body: {
    economicStatus: 'ضعیف', environmentalStatus: 'مناسب', physicalMentalStatus: 'خوب', visitExplanation: 'توضیحات', ceoOrder: 'پیگیری', visitHomeSuggestions: [0, 3, 5] } });
  const eortc = await call<{ id: number }>(api, 'POST', `Helper/${clientId}/eortc`, { token: t.helper, body: Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`q${i + 1}`, i >= 28 ? 7 : 1])) });
  const risk = await call<{ id: number }>(api, 'POST', `Helper/${clientId}/riskTest`, { token: t.helper, body: alternate(riskQuestions) });
  await call(api, 'GET', `Helper/${clientId}/tests/1/6`, { token: t.helper });
  await call(api, 'GET', `Helper/test/1/${home.body.result.id}`, { token: t.helper });
  await call(api, 'GET', `Helper/test/2/${eortc.body.result.id}`, { token: t.helper });
  await call(api, 'GET', `Helper/test/3/${risk.body.result.id}`, { token: t.helper });
  await call(api, 'DELETE', `Helper/test/3/${risk.body.result.id}`, { token: t.helper });
  await call(api, 'GET', `Helper/${clientId}/diseaseData`, { token: t.helper });
  await call(api, 'POST', `Helper/${clientId}/diseaseData`, { token: t.helper, headers: { 'If-Match': '0' }, body: diseaseData });
  await call(api, 'POST', `Helper/${clientId}/diseaseData`, { token: t.helper, headers: { 'If-Match': '0' }, body: diseaseData });
  await call(api, 'GET', `Helper/${clientId}/diseaseData`, { token: t.helper });

  await call(api, 'GET', `Covered/${clientId}/exam/0`, { token: t.Research });
  for (const [type, exam] of [[0, { birads: 2 }], [4, { tirads: 3 }], [11, { wbc: 5.5 }], [12, { pathologyReport: 'گزارش' }]] as const) {
    await call(api, 'POST', `Covered/${clientId}/exam/${type}`, { token: t.Research, body: exam });
    await call(api, 'GET', `Covered/${clientId}/exam/${type}`, { token: t.Research });
  }
  await call(api, 'GET', `Covered/${clientId}/exams`, { token: t.Research });
  await call(api, 'GET', `Client/${clientId}/timeline`, { token: t.Research });
  await call(api, 'GET', `Client/${clientId}/timeline`, { token: t.screening });

  const followUp = await call<{ id: number }>(api, 'POST', 'FollowUp', { token: t.screening, body: { clientId, reason: 'درد پستان', localId: randomUUID() } });
  await call(api, 'POST', 'FollowUp', { token: t.screening, body: { clientId, reason: '' } });
  await call(api, 'GET', 'FollowUp/1/6', { token: t.helper });
  await call(api, 'GET', `FollowUp/client/${clientId}`, { token: t.Research });
  await call(api, 'POST', `FollowUp/${followUp.body.result.id}/close`, { token: t.screening, body: { note: 'نوبت داده شد' } });
  await call(api, 'POST', `FollowUp/${followUp.body.result.id}/close`, { token: t.screening, body: { note: 'دوباره' } });
  // Exports (issue 37 §4): a CSV file, a range refused, a role refused.
  await exchange(api, 'GET', 'Export/clients', { token: t.Research });
  await exchange(api, 'GET', 'Export/examinations?from=2026-01-01&to=2026-12-31&type=0', { token: t.SuperAdmin });
  await call(api, 'GET', 'Export/consultations', { token: t.Research });
  await call(api, 'GET', 'Export/followUps', { token: t.Reception });

  await call(api, 'GET', 'Reports/monthly', { token: t.Research });
  await call(api, 'GET', 'Reports/monthly?from=2026-03-21&to=2026-04-20', { token: t.SuperAdmin });
  await call(api, 'GET', 'Reports/monthly?from=2026-13-01', { token: t.Research });
  await call(api, 'POST', 'Audit/views', { token: t.Reception, body: { views: [{ entity: 'client', entityId: clientId, clientId, seenAt: new Date().toISOString() }] } });
  await call(api, 'POST', 'Audit/views', { token: t.Reception, body: { views: [] } });
  await call(api, 'GET', `Audit/1/6?clientId=${clientId}`, { token: t.SuperAdmin });
  await call(api, 'GET', 'Audit/1/6?from=x', { token: t.SuperAdmin });
  await call(api, 'GET', `Audit/client/${clientId}`, { token: t.SuperAdmin });
  await call(api, 'GET', 'Audit/verify', { token: t.SuperAdmin });

  const batchKey = randomUUID();
  const operations = [
    { method: 'post', path: `Consultation/${clientId}`, body: { consultType: 1, consultantName: 'دکتر', counselingText: 'متن', localId: randomUUID() }, idempotencyKey: randomUUID() },
    { method: 'delete', path: 'Client/999999999', idempotencyKey: randomUUID() },
  ];
  await call(api, 'POST', 'sync/batch', { token: t.Research, headers: { 'Idempotency-Key': batchKey }, body: { operations } });
  await call(api, 'POST', 'sync/batch', { token: t.Research, headers: { 'Idempotency-Key': batchKey }, body: { operations: operations.slice(1) } });
  await call(api, 'GET', 'sync/changes?since=0&limit=50', { token: t.Research });
  await call(api, 'GET', 'sync/changes?limit=0', { token: t.Research });

  await call(api, 'DELETE', `Account/kiosk/${devices.body.result[0]?.id ?? randomUUID()}`, { token: t.SuperAdmin });
  await call(api, 'DELETE', `Account/kiosk/${randomUUID()}`, { token: t.SuperAdmin });
  await call(api, 'DELETE', 'Account/logout', { token: kiosk.body.result.token });
  await call(api, 'DELETE', `Client/${await createClient(s.server, t.Reception)}`, { token: t.Reception });
  await call(api, 'DELETE', `Client/${clientId}`, { token: t.Reception });
}

describe('openapi.json against the traffic', () => {
  it('every exchange fits the document, and every operation was answered with success', async () => {
    const document: unknown = (await (await fetch(`${s.server.apiUrl}openapi.json`)).json());
    const contract = await contractOf(document);
    await driveEveryOperation();
    const traffic = recordedExchanges();
    expect(traffic.length, 'no traffic recorded').toBeGreaterThan(before);
    const verdicts = traffic.map((one) => ({ one, verdict: contract.check(one) }));
    const mismatches = verdicts.flatMap(({ one, verdict }) => verdict.mismatches.map((m) => `${one.method} ${one.path.slice(0, 120)} → ${one.status}: ${m}`));
    expect(mismatches).toEqual([]);
    const succeeded = new Set(verdicts.filter(({ verdict }) => verdict.operation && verdict.status < 300).map(({ verdict }) => verdict.operation));
    expect(contract.operations.filter((operation) => !succeeded.has(operation))).toEqual([]);
    console.log(`openapi replay: ${traffic.length} exchanges (${before} recorded before this test), ${contract.operations.length} operations, all answered with success`);
  });
});

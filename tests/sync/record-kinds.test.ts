// @vitest-environment node
// Every kind of clinical record (and SMS) goes through the engine to its api-v1.md endpoint, the
// deletes the server has reach it, and a second tablet's pull files each into its own table.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createClient, deleteRecord, findByNationalCode, saveRecord } from '../../src/db/index';
import { clientRecords } from '../../src/db/records/queries';
import { eortcQuestions, riskQuestions } from '../../src/domain/schemas/clinical';
import type { TestServer } from '../server/harness';
import { clientFields } from '../unit/db-fixtures';
import { screeningAnswers } from './fixtures';
import { makeTablet, serverForFile, serverGet } from './tablet';

let server: TestServer;
let token: string;
serverForFile({ signIn: 'research' }, (file) => ({ server, token } = file));

const diseaseData = {
  fileNumber: '12', introducingCenterName: 'مرکز', helperName: 'مددکار', diseasePercentage: 0, yearOfAfflicted: '1400',
  fileStatus: 'فعال', institutes: ['موسسه'], insuranceState: true, supplementaryInsuranceState: false, metastasis: false,
  disease: 'سرطان', diseaseStage: '۲', job: 'خانه‌دار', houseNumber: '02112345678', familyPhoneNumber: '02112345678',
  pastMedical: [{ diseaseName: 'دیابت', yearOfAfflicted: '1395' }], supportiveStatus: 1, smoke: false,
};

describe('every record kind through the engine', () => {
  it('reaches its endpoint, deletes reach the server, and a pull files them back', async () => {
    const tablet = makeTablet(server.apiUrl, token);
    const client = await createClient(tablet.db, clientFields(950, { isCoveredPatient: true }));
    await saveRecord(tablet.db, 'consultation', client, { consultType: 1, consultantName: 'دکتر رضایی', counselingText: 'گفتگو' });
    const screening = await saveRecord(tablet.db, 'screeningTest', client, screeningAnswers(), 2);
    await saveRecord(tablet.db, 'helperTest', client, {
      economicStatus: 'الف', environmentalStatus: 'ب', physicalMentalStatus: 'پ', visitExplanation: 'ت', ceoOrder: 'ث', visitHomeSuggestions: [0, 3],
    }, 1);
    const eortc = await saveRecord(tablet.db, 'helperTest', client, Object.fromEntries(eortcQuestions.map((q, i) => [q, i >= 28 ? 5 : 2])), 2);
    await saveRecord(tablet.db, 'helperTest', client, Object.fromEntries(riskQuestions.map((q) => [q, false])), 3);
    await saveRecord(tablet.db, 'diseaseData', client, diseaseData);
    await saveRecord(tablet.db, 'examination', client, { birads: 2, calsification: false, cyst: true, lynph: false }, 0);
    await saveRecord(tablet.db, 'sms', client, { phoneNumber: '09121234567', text: 'نوبت شما فردا است' });
    const report = await tablet.engine.syncNow();
    expect(report).toMatchObject({ done: 9, failed: 0 });

    const id = (await tablet.db.clients.get(client))!.serverId;
    expect(await serverGet<unknown[]>(server.apiUrl, token, `Consultation/${id}/1/6`)).toHaveLength(1);
    expect(await serverGet<unknown[]>(server.apiUrl, token, `Helper/${id}/tests/1/6`)).toHaveLength(3);
    expect(await serverGet<{ disease: string }>(server.apiUrl, token, `Helper/${id}/diseaseData`)).toMatchObject({ disease: 'سرطان' });
    expect(await serverGet<unknown[]>(server.apiUrl, token, `Covered/${id}/exams`)).toHaveLength(1);
    // What the server's answer to the EORTC create adds (its scale scores) is kept on the record;
    // an answer that only echoes the server id and version keeps nothing more (a row whose
    // sealed part changes is sealed anew: a cipher run per record of a replay, for nothing).
    expect((await tablet.db.helperTests.get(eortc))?.serverResult).toHaveProperty('scores');
    const screeningRow = await tablet.db.screeningTests.get(screening);
    expect(screeningRow?.serverId).toBeDefined();
    expect(screeningRow?.serverResult).toBeUndefined();

    await deleteRecord(tablet.db, 'screeningTest', screening);
    await deleteRecord(tablet.db, 'helperTest', eortc);
    expect((await tablet.engine.syncNow()).done).toBe(2);
    expect(await serverGet<unknown[]>(server.apiUrl, token, `Screening/${id}/1/6`)).toHaveLength(0);
    expect(await serverGet<unknown[]>(server.apiUrl, token, `Helper/${id}/tests/1/6`)).toHaveLength(2);

    const other = makeTablet(server.apiUrl, token);
    await other.engine.syncNow();
    const there = (await findByNationalCode(other.db, clientFields(950).nationalCode))!.localId;
    const helper = await clientRecords(other.db, 'helperTest', there, 1);
    expect(helper.rows.map((r) => r.subtype).sort()).toEqual([1, 3]);
    expect((await clientRecords(other.db, 'consultation', there, 1)).total).toBe(1);
    expect((await clientRecords(other.db, 'diseaseData', there, 1)).total).toBe(1);
    expect((await clientRecords(other.db, 'examination', there, 1)).rows[0]?.subtype).toBe(0);
    expect((await clientRecords(other.db, 'screeningTest', there, 1)).total).toBe(0);
  });
});

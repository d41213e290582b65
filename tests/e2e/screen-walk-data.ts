// The data the screen walk's screens show, made through the server's API as staff would: enough
// clients for every list to have a second page (its page buttons), and one covered, screened
// client with a record of each kind (two EORTC tests: the trend charts) and an identity photo
// (tables, thumbnails, row actions, the dialogs the walk opens).
import type { Page } from 'playwright-core';
import { screeningQuestions } from '../../src/domain/schemas/clinical';
import { clientBody } from '../server/fixtures';
import type { TestServer } from '../server/harness';
import { call } from '../server/http';
import { form } from '../server/images';
import { accounts } from './axe-helpers';
import { pngImage } from './reception-helpers';

async function post(server: TestServer, token: string, path: string, body: unknown) {
  const answer = await call<{ id: number }>(server.apiUrl, 'POST', path, { token, body });
  if (answer.status !== 201 && answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.result;
}

/** Makes the walk's clients; returns the server id of the one with every record. */
export async function walkClients(server: TestServer): Promise<number> {
  const admin = await server.login('SuperAdmin', accounts[0]!.password);
  const flags = { isCoveredPatient: true, isScreening: true, isNew: false };
  // A list shows 6 rows a page: 7 more make a second page.
  for (let i = 0; i < 7; i++) await post(server, admin, 'Client', clientBody({ firstName: 'مریم', lastName: `احمدی ${i + 1}`, ...flags }));
  const clientId = (await post(server, admin, 'Client', clientBody({ firstName: 'زهرا', lastName: 'محمدی', ...flags }))).id;
  await post(server, admin, `Consultation/${clientId}`, { consultType: 1, consultantName: 'دکتر رضایی', counselingText: 'جلسه اول' });
  await post(server, admin, `Screening/${clientId}`, { testType: 2, ...Object.fromEntries(screeningQuestions.map((q, i) => [q, i % 3 === 0])), needFollowup: null, adminOpinion: null });
  await post(server, admin, `Helper/${clientId}/homeVisit`, { economicStatus: 'ضعیف', environmentalStatus: 'مناسب', physicalMentalStatus: 'خوب', visitExplanation: 'توضیحات', ceoOrder: 'پیگیری', visitHomeSuggestions: [0, 3] });
  await post(server, admin, `Helper/${clientId}/eortc`, Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`q${i + 1}`, i >= 28 ? 6 : 2])));
  // A second, earlier test: the detail's EORTC trend charts (issue 37 §2) show, with changes marked.
  await post(server, admin, `Helper/${clientId}/eortc`, { ...Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`q${i + 1}`, i >= 28 ? 3 : 1])), performedAt: '2025-01-15' });
  await post(server, admin, `Helper/${clientId}/diseaseData`, {
    fileNumber: '۱۲۳', introducingCenterName: 'بیمارستان امید', helperName: 'خانم کریمی', diseasePercentage: 0, yearOfAfflicted: '1400', fileStatus: 'فعال',
    institutes: ['مرکز الف'], insuranceState: true, supplementaryInsuranceState: false, metastasis: false, disease: 'سرطان پستان', diseaseStage: '2', job: 'خانه دار',
    houseNumber: '02112345678', familyPhoneNumber: '02112345678', pastMedical: [{ diseaseName: 'دیابت', yearOfAfflicted: '1395' }], supportiveStatus: 1, smoke: false,
  });
  await post(server, admin, `Covered/${clientId}/exam/0`, { birads: 3, calsification: false, cyst: true, lynph: false });
  const upload = await fetch(`${server.apiUrl}Client/upload/${clientId}/3`, {
    method: 'POST', headers: { Authorization: `Bearer ${admin}` }, body: form(pngImage(120, 80, [40, 120, 200]), 'card.png', 'image/png'),
  });
  if (upload.status !== 201) throw new Error(`upload: ${upload.status}`);
  return clientId;
}

/** The tablet's local id of the client once the pull has brought it (the routes take local ids). */
export async function localIdOf(page: Page, serverId: number): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const localId = await page.evaluate((id) => new Promise<string | undefined>((resolve) => {
      const open = indexedDB.open('clinic');
      open.onerror = () => resolve(undefined);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('clients')) { db.close(); resolve(undefined); return; }
        const request = db.transaction('clients').objectStore('clients').index('serverId').get(id);
        request.onsuccess = () => { db.close(); resolve((request.result as { localId?: string } | undefined)?.localId); };
        request.onerror = () => { db.close(); resolve(undefined); };
      };
    }), serverId);
    if (localId) return localId;
    if (Date.now() > deadline) throw new Error(`the tablet never pulled client ${serverId}`);
    await page.waitForTimeout(300);
  }
}

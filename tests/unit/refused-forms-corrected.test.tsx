// @vitest-environment jsdom
// Every kind of refused clinical form is opened in its own form from the sync centre, corrected and
// sent again under the same record. Each record here is one an earlier app let through and the real
// server refuses (a question left unanswered or answered out of range, text with a NUL pasted into
// it): the sync centre's «اصلاح و ارسال دوباره» opens the form filled with what was sent, the
// person fixes the field, and the record reaches the server once, under its own localId, with the
// corrected value; the refusal is gone.
import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { configureApi } from '../../src/api/client';
import { createClient, recordTableOf, saveRecord, type ClinicDb, type RecordKind } from '../../src/db/index';
import { screeningQuestionLabels } from '../../src/domain/clinical-text';
import { examFieldLabels, examinationFields } from '../../src/domain/examination-fields';
import { diseaseFieldLabels, eortcQuestionLabels, homeVisitFieldLabels, riskQuestionLabels } from '../../src/domain/helper-text';
import { messages } from '../../src/domain/messages';
import { eortcQuestions, riskQuestions, screeningQuestions } from '../../src/domain/schemas/clinical';
import { examinationTypes, type ExaminationType } from '../../src/domain/schemas/examinations';
import { appText } from '../../src/domain/stations';
import { syncText } from '../../src/domain/sync-labels';
import { useSessionStore, type Session } from '../../src/features/auth/session-store';
import { SyncCentre } from '../../src/features/sync/sync-centre';
import { refusedCorrection } from '../../src/routes/-components/refused-correction';
import { appSyncEngine, startAppSync, stopAppSync } from '../../src/sync/index';
import { ToastHost } from '../../src/ui/toast-host';
import { clientFields } from './db-fixtures';
import { freshStore, renderInRouter, toastMessages } from './reception-harness';
import { startServerProcess, type ServerProcess } from './server-process';
import { radioGroupNamed } from './radio-group-named';

const research: Session = { hasAuth: true, fullName: 'مرکز تحقیقات', userId: 4, expiresIn: 3600, role: 'Research' };
let server: ServerProcess;
let token: string;
let db: ClinicDb;

beforeAll(async () => {
  server = await startServerProcess();
  const login = await fetch(`${server.apiUrl}Account/login`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userName: 'research', password: 'demo1234' }),
  });
  token = ((await login.json()) as { result: { token: string } }).result.token;
  configureApi({ baseUrl: server.apiUrl });
}, 120_000);
afterAll(async () => {
  stopAppSync();
  await server?.close();
});
beforeEach(async () => {
  stopAppSync();
  db = await freshStore();
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
  useSessionStore.setState({ session: research, token });
});

const get = async <T,>(path: string): Promise<T> => {
  const response = await fetch(`${server.apiUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status, path).toBe(200);
  return ((await response.json()) as { result: T }).result;
};

const pasted = 'متن کپی‌شده\u0000از سند';
const now = () => new Date().toISOString();
const yes = (group: HTMLElement) => fireEvent.click(within(group).getByRole('radio', { name: messages.has }));
const answerYes = (dialog: HTMLElement, label: string) => yes(radioGroupNamed(label, dialog));
const typeInto = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${label}`)), { target: { value } });

interface Refused {
  /** Whose record (the client's first name; each record has a client of its own). */
  name: string;
  kind: RecordKind;
  subtype?: number;
  /** What the earlier app queued: the server refuses `field`. */
  payload: Record<string, unknown>;
  field: string;
  /** Shown in the form as it was sent. */
  shown?: (dialog: HTMLElement) => void;
  correct: (dialog: HTMLElement) => void;
  /** The record as the server holds it afterwards, read over HTTP. */
  onServer: (clientId: number) => Promise<Record<string, unknown>>;
  expected: Record<string, unknown>;
}

const allOf = <K extends string>(names: readonly K[], value: unknown) => Object.fromEntries(names.map((n) => [n, value]));
const homeVisitTexts = { economicStatus: 'متوسط', environmentalStatus: 'مناسب', physicalMentalStatus: 'خوب', visitExplanation: 'بازدید انجام شد', ceoOrder: 'پیگیری' };
const diseaseData = {
  fileNumber: 'پ-۱۲', introducingCenterName: 'مرکز', helperName: 'مددکار', diseasePercentage: 0, yearOfAfflicted: '1400', fileStatus: 'فعال',
  institutes: [], insuranceState: true, supplementaryInsuranceState: false, metastasis: false, disease: 'پستان', diseaseStage: '۲', job: 'خانه‌دار',
  houseNumber: '09120000000', familyPhoneNumber: '09120000000', pastMedical: [], supportiveStatus: 1, smoke: false, hasExercise: true, ExerciseStatus: 'low',
};
const latestTest = (path: string) => async () => (await get<{ id: number; visitType?: number }[]>(path))[0]!;

function examCase(type: ExaminationType, index: number): Refused {
  const field = examinationFields[type][0]!;
  const label = examFieldLabels[field.name] ?? field.name;
  const base = { name: `معاینه${index}`, kind: 'examination' as const, subtype: type, field: field.name, onServer: async (clientId: number) => (await get<Record<string, unknown>[]>(`Covered/${clientId}/exams`)).find((r) => r.type === type)! };
  switch (field.kind) {
    case 'flag': // an earlier app sent the form's string
      return { ...base, payload: { date: now(), [field.name]: 'true' }, correct: (d) => answerYes(d, label), expected: { [field.name]: true } };
    case 'grade': // out of the scale
      return { ...base, payload: { date: now(), [field.name]: 9 }, correct: (d) => fireEvent.change(within(d).getByRole('combobox', { name: new RegExp(label) }), { target: { value: '4' } }), expected: { [field.name]: 4 } };
    case 'amount': // a negative count
      return { ...base, payload: { date: now(), [field.name]: -5 }, shown: (d) => expect(within(d).getByLabelText(label)).toHaveProperty('value', '-5'), correct: (d) => typeInto(d, label, '5000'), expected: { [field.name]: 5000 } };
    default: // a pasted NUL
      return { ...base, payload: { date: now(), [field.name]: pasted }, shown: (d) => expect(within(d).getByLabelText(label)).toHaveProperty('value', pasted), correct: (d) => typeInto(d, label, 'گزارش درست'), expected: { [field.name]: 'گزارش درست' } };
  }
}

const cases: Refused[] = [
  {
    name: 'غربالگری', kind: 'screeningTest', subtype: 2, field: 'hasBloodDischarge',
    payload: { testType: 2, ...allOf(screeningQuestions, false), hasBloodDischarge: 'true', needFollowup: null, adminOpinion: null, date: now() },
    correct: (d) => answerYes(d, screeningQuestionLabels.hasBloodDischarge),
    onServer: async (clientId) => get(`Screening/test/${(await latestTest(`Screening/${clientId}/1/6`)()).id}`),
    expected: { hasBloodDischarge: true, hasNippleChange: false },
  },
  {
    name: 'عیادت', kind: 'helperTest', subtype: 1, field: 'economicStatus',
    payload: { ...homeVisitTexts, economicStatus: pasted, visitHomeSuggestions: [1], date: now() },
    shown: (d) => expect(within(d).getByLabelText(new RegExp(homeVisitFieldLabels.economicStatus))).toHaveProperty('value', pasted),
    correct: (d) => typeInto(d, homeVisitFieldLabels.economicStatus, 'ضعیف'),
    onServer: async (clientId) => get(`Helper/test/1/${(await latestTest(`Helper/${clientId}/tests/1/6`)()).id}`),
    expected: { economicStatus: 'ضعیف', visitExplanation: 'بازدید انجام شد' },
  },
  {
    name: 'کیفیت', kind: 'helperTest', subtype: 2, field: 'q29',
    payload: { ...allOf(eortcQuestions, 2), q29: 8, q30: 5, date: now() },
    correct: (d) => fireEvent.click(within(radioGroupNamed(`۲۹. ${eortcQuestionLabels[28]}`, d)).getByRole('radio', { name: '۶' })),
    onServer: async (clientId) => get(`Helper/test/2/${(await latestTest(`Helper/${clientId}/tests/1/6`)()).id}`),
    expected: { q29: 6, q30: 5, q1: 2 },
  },
  {
    name: 'خطر', kind: 'helperTest', subtype: 3, field: 'smoke',
    payload: { ...allOf(riskQuestions, false), smoke: null, date: now() },
    correct: (d) => answerYes(d, riskQuestionLabels.smoke),
    onServer: async (clientId) => get(`Helper/test/3/${(await latestTest(`Helper/${clientId}/tests/1/6`)()).id}`),
    expected: { smoke: true, alcohol: false },
  },
  {
    name: 'بیماری', kind: 'diseaseData', field: 'fileNumber',
    payload: { ...diseaseData, fileNumber: pasted },
    shown: (d) => expect(within(d).getByLabelText(new RegExp(diseaseFieldLabels.fileNumber))).toHaveProperty('value', pasted),
    correct: (d) => typeInto(d, diseaseFieldLabels.fileNumber, 'پ-۱۳'),
    onServer: (clientId) => get(`Helper/${clientId}/diseaseData`),
    expected: { fileNumber: 'پ-۱۳', disease: 'پستان' },
  },
  ...examinationTypes.map((type, index) => examCase(type, index)),
];

const kindName = (refused: Refused) => refused.kind === 'examination' ? `examination type ${refused.subtype}` : `${refused.kind} ${refused.subtype ?? ''}`.trim();

describe('every kind of refused form opens in its form from the sync centre, is corrected, and reaches the server once under the same record', { timeout: 60_000 }, () => {
  test.each(cases.map((refused, index) => [kindName(refused), refused, index] as const))('%s', async (_kind, refused, index) => {
    startAppSync({ getToken: () => token });
    const client = await createClient(db, clientFields(40 + index, { firstName: refused.name, lastName: 'آزمایشی' }));
    const record = await saveRecord(db, refused.kind, client, refused.payload, refused.subtype);
    await appSyncEngine()!.syncNow();
    const entry = (await db.outbox.where('localId').equals(record).toArray())[0];
    expect(entry).toMatchObject({ state: 'failed', lastError: { status: 400 } });
    expect(Object.keys(entry!.lastError!.fields ?? {})).toEqual([refused.field]);

    await renderInRouter(() => (
      <><SyncCentre crumbs={[{ label: appText.syncCentre }]} signedInOffline={false} signIn={<p />} correction={refusedCorrection} /><ToastHost /></>
    ));
    const card = await screen.findByRole('listitem', { name: new RegExp(`${refused.name} آزمایشی`) }, { timeout: 10_000 });
    fireEvent.click(within(card).getByRole('button', { name: syncText.correct }));
    const dialog = await screen.findByRole('dialog', { name: new RegExp(syncText.correct) });
    within(dialog).getByText(new RegExp(syncText.serverSaid));
    await within(dialog).findByRole('button', { name: syncText.correct }); // the form, once its record is read
    refused.shown?.(dialog);
    refused.correct(dialog);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: syncText.correct }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toastMessages()).toContain(syncText.resent);

    await waitFor(async () => expect(await db.outbox.count()).toBe(0), { timeout: 20_000 });
    expect(await screen.findByText(syncText.allOnServer)).toBeTruthy();
    const clientId = (await db.clients.get(client))!.serverId as number;
    const row = (await db.table(recordTableOf[refused.kind]).get(record)) as { serverId?: number };
    expect(row.serverId).toBeDefined();
    const held = await refused.onServer(clientId);
    expect(held).toMatchObject({ ...refused.expected, localId: record });
    expect(held.id).toBe(row.serverId);
    // Once: the one record of that client on the server.
    const listPath = { examination: `Covered/${clientId}/exams`, screeningTest: `Screening/${clientId}/1/6`, helperTest: `Helper/${clientId}/tests/1/6` }[refused.kind as string];
    if (listPath) expect(await get<unknown[]>(listPath)).toHaveLength(1);
  });
});

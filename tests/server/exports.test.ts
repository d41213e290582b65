// Export/{kind} (issue 37 §4): each kind's CSV read back — the BOM, the Persian header, a seeded
// row's labels and both calendars' dates; refused to every role but SuperAdmin and Research;
// formula cells made inert. Streaming: tests/unit/csv-stream-pull.test.ts; a 100,000-row export's memory: bench/checks/export-memory.test.ts.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { screeningQuestions } from '../../src/domain/schemas/clinical';
import { exportKinds } from '../../src/domain/export-kinds';
import { call, exchange } from './http';
import { createClient, serverWithTokens } from './fixtures';
import { readCsv } from './read-csv';

const s = serverWithTokens();
const api = () => s.server.apiUrl;
const range = 'from=2026-03-01&to=2026-03-31';
let clientId: number;
let trickyId: number;

async function created(path: string, token: string, body: unknown) {
  const answer = await call<{ id: number }>(api(), 'POST', path, { token, body });
  expect(answer.status, path).toBe(201);
}

beforeAll(async () => {
  clientId = await createClient(s.server, s.tokens.Reception, { firstName: 'سارا', lastName: 'کریمی', isScreening: true, education: 4, birthDay: '1990-03-21' });
  trickyId = await createClient(s.server, s.tokens.Reception, { firstName: '=1+2', lastName: '@احمدی', address: '-2+3,"quoted"', isCoveredPatient: false, isScreening: true });
  const performedAt = '2026-03-21';
  await created(`Screening/${clientId}`, s.tokens.screening, { testType: 2, ...Object.fromEntries(screeningQuestions.map((q) => [q, q === 'hasBreastRadiography'])), needFollowup: false, adminOpinion: null, performedAt });
  await created(`Helper/${clientId}/eortc`, s.tokens.helper, { ...Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`q${i + 1}`, i >= 28 ? 7 : 1])), performedAt });
  await created(`Consultation/${clientId}`, s.tokens.Consultation, { consultType: 1, consultantName: 'دکتر رضایی', counselingText: '+98 تماس', performedAt });
  await created(`Covered/${clientId}/exam/0`, s.tokens.Research, { birads: 4, cyst: true, performedAt });
  await created(`Covered/${clientId}/exam/11`, s.tokens.Research, { wbc: 6.5, performedAt: '2026-04-02' });
  await created('FollowUp', s.tokens.screening, { clientId, reason: 'پیگیری تلفنی' });
});

async function download(path: string, token = s.tokens.Research) {
  const answer = await exchange(api(), 'GET', path, { token });
  expect(answer.status, path).toBe(200);
  expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect([...answer.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = readCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(answer.bytes.slice(3)));
  const [header, ...body] = rows;
  const rowOf = (id: number) => body.find((row) => row[header!.indexOf('شناسه مراجعه کننده')] === String(id));
  const cell = (row: string[] | undefined, name: string) => row?.[header!.indexOf(name)];
  return { header: header!, body, rowOf, cell };
}

describe('each kind of export', () => {
  it('lists clients with Persian columns, labels and both calendars', async () => {
    const file = await download('Export/clients', s.tokens.SuperAdmin);
    expect(file.header.slice(0, 4)).toEqual(['شناسه مراجعه کننده', 'نام', 'نام خانوادگی', 'نام پدر']);
    const row = file.rowOf(clientId);
    expect(file.cell(row, 'نام')).toBe('سارا');
    expect(file.cell(row, 'تحصیلات')).toBe('فوق لیسانس');
    expect(file.cell(row, 'جنسیت')).toBe('زن');
    expect(file.cell(row, 'غربالگری')).toBe('بله');
    expect(file.cell(row, 'تاریخ تولد (شمسی)')).toBe('۱۳۶۹/۰۱/۰۱');
    expect(file.cell(row, 'تاریخ تولد (میلادی)')).toBe('1990-03-21');
    expect(file.cell(row, 'تاریخ ثبت (میلادی)')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('opens in a spreadsheet library as the research centre opens it, Persian intact', async () => {
    const answer = await exchange(api(), 'GET', 'Export/clients', { token: s.tokens.Research });
    expect(answer.status).toBe(200);
    // ExcelJS reads the file as a spreadsheet program does: the BOM says UTF-8.
    const sheet = await new ExcelJS.Workbook().csv.read(Readable.from([Buffer.from(answer.bytes)]), { parserOptions: { encoding: 'utf8' } });
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    expect(header[0]?.replace(/^\uFEFF/, '')).toBe('شناسه مراجعه کننده');
    expect(header).toContain('تحصیلات');
    const rows = sheet.getRows(2, sheet.rowCount - 1) ?? [];
    const hers = rows.find((row) => String(row.getCell(1).value) === String(clientId));
    expect(hers?.getCell(header.indexOf('نام') + 1).value).toBe('سارا');
    expect(hers?.getCell(header.indexOf('تحصیلات') + 1).value).toBe('فوق لیسانس');
    expect(hers?.getCell(header.indexOf('تاریخ تولد (شمسی)') + 1).value).toBe('۱۳۶۹/۰۱/۰۱');
  });

  it('lists screening clients and covered patients apart', async () => {
    const screening = await download('Export/screeningClients');
    expect(screening.rowOf(clientId)).toBeDefined();
    const covered = await download('Export/coveredPatients');
    expect(covered.rowOf(clientId)).toBeDefined();
    expect(covered.rowOf(trickyId)).toBeUndefined();
  });

  it('lists the open follow-ups with their reason', async () => {
    const file = await download('Export/followUps');
    const rows = file.body.filter((row) => file.cell(row, 'شناسه مراجعه کننده') === String(clientId));
    const row = rows.find((r) => file.cell(r, 'علت پیگیری') === 'پیگیری تلفنی');
    expect(file.cell(row, 'ثبت شده توسط')).toBe('کارکنان');
    // The mammography of BI-RADS 4 opened one by the rule.
    expect(rows.map((r) => file.cell(r, 'ثبت شده توسط'))).toContain('قاعده خودکار');
    expect(file.cell(row, 'تاریخ شروع پیگیری (شمسی)')).toMatch(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}$/);
  });

  it('writes screening forms of the range with their questions as yes/no', async () => {
    const file = await download(`Export/screeningTests?${range}`);
    const row = file.rowOf(clientId);
    expect(file.cell(row, 'تاریخ انجام (شمسی)')).toBe('۱۴۰۵/۰۱/۰۱');
    expect(file.cell(row, 'تاریخ انجام (میلادی)')).toBe('2026-03-21');
    expect(file.cell(row, 'آیا تا کنون ماموگرافی یا سونوگرافی پستان انجام داده اید؟')).toBe('بله');
    expect(file.cell(row, 'آیا ترشح از نوک پستان دارید؟')).toBe('خیر');
  });

  it('writes helper tests with their EORTC scores', async () => {
    const file = await download(`Export/helperTests?${range}`);
    const row = file.rowOf(clientId);
    expect(file.cell(row, 'نام آزمون')).toBe('تست EORTC');
    expect(file.cell(row, 'پرسش 30')).toBe('7');
    expect(file.cell(row, 'نمره وضعیت کلی سلامت')).toBe('100');
    expect(file.cell(row, 'نمره عملکرد جسمی')).toBe('100');
    expect(file.cell(row, 'نمره خستگی')).toBe('0');
  });

  it('writes consultations with the type as its label, a leading + made inert', async () => {
    const file = await download(`Export/consultations?${range}`);
    const row = file.rowOf(clientId);
    expect(file.cell(row, 'نوع مشاوره')).toBe('روانشناسی');
    expect(file.cell(row, 'نام مشاور')).toBe('دکتر رضایی');
    expect(file.cell(row, 'متن مشاوره')).toBe("'+98 تماس");
  });

  it('writes examinations of a type, or of every type, inside the range alone', async () => {
    const mammography = await download(`Export/examinations?${range}&type=0`);
    expect(mammography.header).toContain('BI-RADS');
    expect(mammography.header).not.toContain('WBC');
    const row = mammography.rowOf(clientId);
    expect(mammography.cell(row, 'نوع آزمایش')).toBe('ماموگرافی');
    expect(mammography.cell(row, 'BI-RADS')).toBe('4');
    expect(mammography.cell(row, 'کیست')).toBe('بله');
    const all = await download(`Export/examinations?${range}`);
    expect(all.body).toHaveLength(1);
    expect((await download('Export/examinations?from=2026-03-01&to=2026-04-30')).body).toHaveLength(2);
  });

  it('leaves in the audit trail who took which kind of file', async () => {
    await download('Export/consultations?from=2026-03-01&to=2026-04-30', s.tokens.SuperAdmin);
    const trail = await call<{ action: string; entity: string; role: string }[]>(api(), 'GET', 'Audit/1/6', { token: s.tokens.SuperAdmin });
    expect(trail.body.result[0]).toMatchObject({ action: 'export', entity: 'consultations', role: 'SuperAdmin' });
  });
});

describe('what the export refuses and escapes', () => {
  it('is refused to every role but SuperAdmin and Research, and to no token', async () => {
    for (const kind of exportKinds) {
      const path = `Export/${kind}?${range}`;
      for (const role of ['Reception', 'screening', 'helper', 'Consultation', 'Kiosk'] as const) {
        expect((await call(api(), 'GET', path, { token: s.tokens[role] })).status, `${role} ${kind}`).toBe(403);
      }
      expect((await call(api(), 'GET', path)).status).toBe(401);
    }
  });

  it('needs a range for records, and a kind it knows', async () => {
    expect((await call(api(), 'GET', 'Export/consultations', { token: s.tokens.Research })).status).toBe(400);
    expect((await call(api(), 'GET', 'Export/consultations?from=2026-04-01&to=2026-03-01', { token: s.tokens.Research })).status).toBe(400);
    expect((await call(api(), 'GET', 'Export/consultations?from=2026-13-01&to=2026-03-01', { token: s.tokens.Research })).status).toBe(400);
    expect((await call(api(), 'GET', 'Export/patients', { token: s.tokens.Research })).status).toBe(400);
    expect((await call(api(), 'GET', `Export/examinations?${range}&type=14`, { token: s.tokens.Research })).status).toBe(400);
  });

  it('makes cells that start with = + - @ inert, and keeps quotes and commas in their cell', async () => {
    const file = await download('Export/screeningClients');
    const row = file.rowOf(trickyId);
    expect(file.cell(row, 'نام')).toBe("'=1+2");
    expect(file.cell(row, 'نام خانوادگی')).toBe("'@احمدی");
    expect(file.cell(row, 'آدرس')).toBe('\'-2+3,"quoted"');
    expect(row).toHaveLength(file.header.length);
  });
});

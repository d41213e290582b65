// Seeds the bench's clients straight through the server's database handle (inside the server
// process): 20,000 clients over HTTP would take minutes. Each row is what POST Client stores —
// the fields parsed by the same valibot schema, a tablet's localId, the list totals kept by the
// migration-003 triggers, one `changes` entry per client under the change log's lock — with
// creation times spread over past months, newest last, as a clinic's would be.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { clientCreateSchema } from '../../src/domain/schemas/client';
import type { Sql } from '../../server/db/sql';
import { benchNationalCode } from './national-codes';

// As many names as a clinic's common ones: a search's 3-letter prefix finds a few thousand of 100,000
// clients, as a clinic's would (the search-by-text bench asks for the prefixes of these names).
export const firstNames = ['مریم', 'زهرا', 'فاطمه', 'علی', 'محمد', 'رضا', 'سارا', 'حسین', 'نرگس', 'امیر',
  'معصومه', 'لیلا', 'سمیه', 'اعظم', 'طاهره', 'شهناز', 'پروین', 'منیژه', 'الهام', 'نسرین', 'شیرین', 'مهناز', 'ژیلا', 'بهاره',
  'آزاده', 'کبری', 'سکینه', 'رقیه', 'خدیجه', 'فرشته', 'ناهید', 'سیمین', 'گلناز', 'یاسمن', 'هانیه', 'نازنین'];
export const lastNames = ['احمدی', 'محمدی', 'حسینی', 'رضایی', 'کریمی', 'موسوی', 'جعفری', 'رحیمی', 'صادقی', 'نوری',
  'قاسمی', 'اکبری', 'ابراهیمی', 'حیدری', 'مرادی', 'کاظمی', 'سلیمانی', 'نجفی', 'باقری', 'امینی', 'یوسفی', 'شریفی',
  'طاهری', 'فتحی', 'زارعی', 'عباسی', 'سلطانی', 'خسروی', 'بهرامی', 'توکلی', 'شجاعی', 'دهقان', 'گودرزی', 'پورمحمدی',
  'فرهادی', 'وکیلی', 'لطفی', 'ملکی', 'عزیزی', 'یزدانی', 'کامرانی', 'بابایی', 'نظری', 'جمشیدی', 'اسدی', 'قربانی'];
// A chunk per transaction keeps one statement's JSON small (PGlite runs in WASM memory).
const chunkSize = 2_000;
const minutesApart = 30;

/** The n-th client's surname before its number (the first name is firstNames[n % length]). */
export const benchLastName = (n: number) => lastNames[Math.floor(n / 10) % lastNames.length]!;

/** The n-th client's phone (0912 and n in 7 digits). */
export const benchPhone = (n: number) => `0912${String(n).padStart(7, '0')}`;

function clientInput(n: number) {
  return v.parse(clientCreateSchema, {
    firstName: firstNames[n % firstNames.length], lastName: `${benchLastName(n)} ${n}`,
    fatherName: firstNames[(n + 3) % firstNames.length], nationalCode: benchNationalCode(n), nationality: 'ایرانی',
    birthCertificateNumber: String(1000 + (n % 90_000)), birthDay: `19${60 + (n % 40)}-0${1 + (n % 9)}-1${n % 10}`,
    gender: n % 2, education: 1 + (n % 5), maritalStatus: 1 + (n % 2), numberOfChildren: n % 5, housing: 1 + (n % 3),
    address: `تهران، خیابان انقلاب، پلاک ${n}`, phoneNumber: benchPhone(n),
    isCoveredPatient: n % 3 === 0, isScreening: n % 2 === 0, isPersonnel: false, isNew: true, greenCardCode: ' ',
    localId: randomUUID(),
  });
}

/** Adds `count` clients (codes benchNationalCode(0…count−1)); returns the total the list shows. */
export async function seedClients(db: Sql, count: number): Promise<number> {
  const newest = Date.now();
  for (let start = 0; start < count; start += chunkSize) {
    const rows: { localId: string | undefined; data: Record<string, unknown>; at: string }[] = [];
    for (let n = start; n < Math.min(count, start + chunkSize); n += 1) {
      const { localId, ...data } = clientInput(n);
      rows.push({ localId, data, at: new Date(newest - (count - n) * minutesApart * 60_000).toISOString() });
    }
    await db.tx(async (tx) => {
      // The lock every client write takes before its change entry (server/store/changes.ts).
      await tx.rows(sql`SELECT pg_advisory_xact_lock(727002)`);
      await tx.rows(sql`WITH input AS (
          SELECT e, ord FROM jsonb_array_elements(${JSON.stringify(rows)}::jsonb) WITH ORDINALITY AS t(e, ord)
        ), inserted AS (
          INSERT INTO clients (local_id, national_code, is_covered_patient, is_screening, data, created_at, updated_at)
          SELECT e->>'localId', e->'data'->>'nationalCode', (e->'data'->>'isCoveredPatient')::boolean,
            (e->'data'->>'isScreening')::boolean, e->'data', (e->>'at')::timestamptz, (e->>'at')::timestamptz
          FROM input ORDER BY ord
          RETURNING id, version
        )
        INSERT INTO changes (entity, entity_id, client_id, op, version)
        SELECT 'client', id, id, 'upsert', version FROM inserted ORDER BY id`);
    });
  }
  const total = await db.one<{ n: number }>(sql`SELECT n::int AS n FROM client_totals WHERE list = 'all'`);
  return total?.n ?? 0;
}

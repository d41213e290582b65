// The reports bench's clinic (issue 37 §1): 100,000 clients and 500,000 clinical records spread
// evenly over the last `months` months, plus follow-ups and SMS, made by generate_series inside
// the database (a statement per 100,000 rows) rather than row by row from JavaScript. The records
// carry the fields the report reads, in the shapes the routes store (screening forms their 14
// answers, EORTC tests their 30 and scores, examinations their type); clients' triggers (list
// totals, search words, migration 026's report deltas) are off while seeding, and the report's
// days are then counted once by report_days_rebuild() (what migration 026 runs on an existing
// clinic), its time returned.
import { sql } from 'drizzle-orm';
import type { Sql } from '../../server/db/sql';

const chunk = 100_000;

export interface ReportSeed { clients: number; records: number; followUps: number; sms: number; months: number }

export async function seedReportData(db: Sql, seed: ReportSeed): Promise<{ rebuildMs: number }> {
  const spanDays = Math.round(seed.months * 30.44);
  // Spread i of n over the span, newest last, as a clinic's history would be.
  const ago = (i: string, n: number) => sql.raw(`(now() - ((1 - ${i}::float8 / ${n}) * ${spanDays}) * interval '1 day')`);
  await db.rows(sql`SET session_replication_role = replica`);
  for (let start = 0; start < seed.clients; start += chunk) {
    const end = Math.min(seed.clients, start + chunk);
    await db.rows(sql`INSERT INTO clients (national_code, is_covered_patient, is_screening, data, created_at, updated_at)
      SELECT 'r' || lpad(g::text, 9, '0'), g % 3 = 0, g % 2 = 0,
        jsonb_build_object('firstName', 'مریم', 'lastName', 'احمدی ' || g, 'nationalCode', 'r' || lpad(g::text, 9, '0'), 'phoneNumber', '09120000000',
          'address', 'تهران، خیابان انقلاب', 'isCoveredPatient', g % 3 = 0, 'isScreening', g % 2 = 0, 'isPersonnel', g % 50 = 0, 'isNew', g % 4 = 0),
        ${ago('g', seed.clients)}, ${ago('g', seed.clients)}
      FROM generate_series(${start + 1}::int, ${end}::int) g`);
  }
  const first = (await db.one<{ id: number }>(sql`SELECT min(id)::int AS id FROM clients`))!.id;
  // One kiosk made every fifth client.
  await db.rows(sql`INSERT INTO tokens (jti, role, device_name, expires_at) VALUES ('bench-kiosk', 'Kiosk', 'کیوسک', now() + interval '1 year')`);
  await db.rows(sql`INSERT INTO kiosk_clients (jti, client_id, created) SELECT 'bench-kiosk', id, true FROM clients WHERE id % 5 = 0`);
  const screening = `jsonb_build_object('testType', 2, 'hasBreastOrOvarianCancer', false, 'hasBreastPathology', false, 'hasBreastRadiography', g % 4 = 0,
    'hasBreastSwelling', g % 23 = 0, 'hasBreastChangeShape', false, 'hasBreastOrangePeelSkin', false, 'hasBreastRednessSkin', false, 'hasEczemaLikeSkin', false,
    'hasNippleChange', g % 31 = 0, 'hasNippleDischarge', false, 'hasDuctDischarge', false, 'hasContinuousDischarge', false, 'hasPhysicalExamDischarge', false,
    'hasBloodDischarge', g % 37 = 0, 'needFollowup', false, 'adminOpinion', null)`;
  const eortc = `(SELECT jsonb_object_agg('q' || q, 1 + (g + q) % 4) FROM generate_series(1, 30) q) || jsonb_build_object('visitType', 2,
    'scores', jsonb_build_object('QL2', 50, 'PF2', 80, 'RF2', 66.7, 'EF', 75, 'CF', 83.3, 'SF', 66.7, 'FA', 33.3, 'NV', 0, 'PA', 16.7, 'DY', 0, 'SL', 33.3, 'AP', 0, 'CO', 0, 'DI', 0, 'FI', 33.3))`;
  const record = sql.raw(`CASE g % 10
    WHEN 0 THEN ${screening} WHEN 1 THEN ${screening} WHEN 2 THEN ${screening}
    WHEN 3 THEN ${eortc}
    WHEN 4 THEN jsonb_build_object('visitType', 1 + 2 * (g % 2), 'economicStatus', 'ضعیف', 'environmentalStatus', 'مناسب', 'visitExplanation', 'توضیحات عیادت')
    WHEN 5 THEN jsonb_build_object('consultType', g % 5, 'consultantName', 'دکتر رضایی', 'counselingText', 'متن مشاوره ' || g)
    WHEN 6 THEN jsonb_build_object('consultType', (g / 10) % 5, 'consultantName', 'دکتر رضایی', 'counselingText', 'متن مشاوره ' || g)
    ELSE jsonb_build_object('type', g % 14, 'birads', g % 6, 'cyst', g % 2 = 0, 'documentId', null)
  END`);
  const kind = sql.raw(`CASE WHEN g % 10 < 3 THEN 'screeningTest' WHEN g % 10 < 5 THEN 'helperTest' WHEN g % 10 < 7 THEN 'consultation' ELSE 'examination' END`);
  for (let start = 0; start < seed.records; start += chunk) {
    const end = Math.min(seed.records, start + chunk);
    await db.rows(sql`INSERT INTO records (kind, client_id, data, performed_at, created_at, updated_at)
      SELECT ${kind}, ${first} + g % ${seed.clients}, ${record}, (${ago('g', seed.records)} AT TIME ZONE 'Asia/Tehran')::date, ${ago('g', seed.records)}, ${ago('g', seed.records)}
      FROM generate_series(${start + 1}::int, ${end}::int) g`);
  }
  await db.rows(sql`INSERT INTO follow_ups (client_id, source, reason, opened_at, closed_at)
    SELECT ${first} + g % ${seed.clients}, 'hand', 'پیگیری', ${ago('g', seed.followUps)}, CASE WHEN g % 2 = 0 THEN ${ago('g', seed.followUps)} + interval '9 days' END
    FROM generate_series(1, ${seed.followUps}::int) g`);
  await db.rows(sql`INSERT INTO sms_messages (phone_number, text, status, client_id, created_at)
    SELECT '09120000000', 'یادآوری نوبت', (ARRAY['sent', 'delivered', 'failed', 'queued'])[1 + g % 4], ${first} + g % ${seed.clients}, ${ago('g', seed.sms)}
    FROM generate_series(1, ${seed.sms}::int) g`);
  await db.rows(sql`SET session_replication_role = DEFAULT`);
  const at = performance.now();
  await db.rows(sql`SELECT report_days_rebuild()`);
  const rebuildMs = performance.now() - at;
  // PGlite has no autovacuum: the server's maintenance would have run on a grown database.
  await db.rows(sql`VACUUM ANALYZE`);
  return { rebuildMs };
}

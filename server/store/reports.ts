// The clinic's monthly counts (issue 37 §1), in four queries over the whole clinic: each groups
// by Jalali month in SQL (width_bucket over the months' Gregorian first days), so what comes back
// is a few hundred small rows whatever the clinic's size. Clinical records count on the day they
// were done (performed_at); clients, follow-ups and SMS on their day at the clinic.
import { sql, type SQL } from 'drizzle-orm';
import { clinicTimeZone } from '../../src/domain/clinical-dates';
import { screeningSignFields } from '../../src/domain/follow-up';
import { consultMetric, emptySeries, examMetric } from '../../src/domain/report-metrics';
import type { ReportMonth } from '../../src/domain/report-months';
import type { Sql } from '../db/sql';

type Series = Record<string, number[]>;

/** The clinic's day of an instant column, as a date. */
const clinicDay = (column: SQL) => sql`(${column} AT TIME ZONE ${clinicTimeZone})::date`;
/** The instant a clinic day begins. */
const dayStart = (day: string) => sql`(${day}::date::timestamp AT TIME ZONE ${clinicTimeZone})`;

export async function monthlyCounts(db: Sql, months: readonly ReportMonth[]): Promise<Series> {
  const series = emptySeries(months.length);
  if (months.length === 0) return series;
  const from = months[0]!.start;
  const to = months.at(-1)!.end;
  // width_bucket gives 1 for the first month … n for the last (0 and n+1 lie outside).
  const bounds = sql`${`{${[...months.map((m) => m.start), to].join(',')}}`}::date[]`;
  const add = (metric: string, bucket: number, n: number) => {
    const row = series[metric];
    if (row && bucket >= 1 && bucket <= months.length) row[bucket - 1]! += n;
  };

  const clients = await db.rows<{ m: number; all: number; covered: number; screening: number; personnel: number; fresh: number; kiosk: number }>(sql`
    SELECT width_bucket(${clinicDay(sql`c.created_at`)}, ${bounds}) AS m, count(*)::int AS "all",
      count(*) FILTER (WHERE c.is_covered_patient)::int AS covered, count(*) FILTER (WHERE c.is_screening)::int AS screening,
      count(*) FILTER (WHERE c.data->>'isPersonnel' = 'true')::int AS personnel, count(*) FILTER (WHERE c.data->>'isNew' = 'true')::int AS fresh,
      count(*) FILTER (WHERE EXISTS (SELECT 1 FROM kiosk_clients k WHERE k.client_id = c.id AND k.created))::int AS kiosk
    FROM clients c WHERE c.created_at >= ${dayStart(from)} AND c.created_at < ${dayStart(to)} GROUP BY 1`);
  for (const r of clients) {
    add('clientsAll', r.m, r.all); add('clientsCovered', r.m, r.covered); add('clientsScreening', r.m, r.screening);
    add('clientsPersonnel', r.m, r.personnel); add('clientsNew', r.m, r.fresh); add('kioskIntakes', r.m, r.kiosk);
  }

  // A screening form with a warning sign: the follow-up rule's fields (domain/follow-up.ts).
  const warned = sql.join(screeningSignFields.map((field) => sql`r.data->>${field} = 'true'`), sql` OR `);
  const records = await db.rows<{ m: number; kind: string; sub: string | null; n: number; warned: number }>(sql`
    SELECT width_bucket(r.performed_at, ${bounds}) AS m, r.kind,
      CASE r.kind WHEN 'helperTest' THEN r.data->>'visitType' WHEN 'consultation' THEN r.data->>'consultType'
        WHEN 'examination' THEN r.data->>'type' END AS sub,
      count(*)::int AS n, count(*) FILTER (WHERE r.kind = 'screeningTest' AND (${warned}))::int AS warned
    FROM records r WHERE r.performed_at >= ${from}::date AND r.performed_at < ${to}::date
      AND r.kind IN ('screeningTest', 'helperTest', 'consultation', 'examination')
    GROUP BY 1, 2, 3`);
  const helperMetric: Record<string, string> = { 1: 'homeVisits', 2: 'eortcTests', 3: 'riskTests' };
  for (const r of records) {
    if (r.kind === 'screeningTest') { add('screeningForms', r.m, r.n); add('screeningWarnings', r.m, r.warned); }
    else if (r.kind === 'helperTest') add(helperMetric[r.sub ?? ''] ?? '', r.m, r.n);
    else if (r.kind === 'consultation') add(consultMetric(Number(r.sub)), r.m, r.n);
    else add(examMetric(Number(r.sub)), r.m, r.n);
  }

  const followUps = await db.rows<{ what: string; m: number; n: number }>(sql`
    SELECT 'opened' AS what, width_bucket(${clinicDay(sql`opened_at`)}, ${bounds}) AS m, count(*)::int AS n
      FROM follow_ups WHERE opened_at >= ${dayStart(from)} AND opened_at < ${dayStart(to)} GROUP BY 2
    UNION ALL
    SELECT 'closed', width_bucket(${clinicDay(sql`closed_at`)}, ${bounds}), count(*)::int
      FROM follow_ups WHERE closed_at >= ${dayStart(from)} AND closed_at < ${dayStart(to)} GROUP BY 2`);
  for (const r of followUps) add(r.what === 'opened' ? 'followUpsOpened' : 'followUpsClosed', r.m, r.n);

  // Sent: taken by the provider (delivered too); failed: refused or undelivered.
  const sms = await db.rows<{ m: number; sent: number; failed: number }>(sql`
    SELECT width_bucket(${clinicDay(sql`created_at`)}, ${bounds}) AS m,
      count(*) FILTER (WHERE status IN ('sent', 'delivered'))::int AS sent, count(*) FILTER (WHERE status = 'failed')::int AS failed
    FROM sms_messages WHERE created_at >= ${dayStart(from)} AND created_at < ${dayStart(to)} GROUP BY 1`);
  for (const r of sms) { add('smsSent', r.m, r.sent); add('smsFailed', r.m, r.failed); }
  return series;
}

// The clinic's monthly counts (issue 37 §1). Every write appends what it changed to
// report_deltas (migration 026's triggers); a report folds those into report_days, one row per
// clinic day and metric, and sums a range of them per Jalali month (width_bucket over the
// months' Gregorian first days): a year's view reads a few thousand small rows whatever the
// clinic's size. Clinical records count on the day they were done (performed_at); clients,
// follow-ups and SMS on their day at the clinic.
import { sql } from 'drizzle-orm';
import { emptySeries } from '../../src/domain/report-metrics';
import type { ReportMonth } from '../../src/domain/report-months';
import type { Sql } from '../db/sql';

/** Only folds take it: two at once would upsert the same days in different orders. */
const foldLock = 727037;

/** Moves the deltas written since the last fold into report_days. A delta of a transaction not
 * yet committed is not seen by the DELETE and waits for the next fold. */
export async function foldReportDeltas(db: Sql): Promise<void> {
  await db.tx(async (tx) => {
    await tx.rows(sql`SELECT pg_advisory_xact_lock(${foldLock})`);
    await tx.rows(sql`WITH moved AS (DELETE FROM report_deltas RETURNING day, metric, d)
      INSERT INTO report_days (day, metric, n) SELECT day, metric, sum(d)::int FROM moved GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (day, metric) DO UPDATE SET n = report_days.n + excluded.n`);
  });
}

export async function monthlyCounts(db: Sql, months: readonly ReportMonth[]): Promise<Record<string, number[]>> {
  const series = emptySeries(months.length);
  if (months.length === 0) return series;
  await foldReportDeltas(db);
  const to = months.at(-1)!.end;
  // width_bucket gives 1 for the first month … n for the last.
  const bounds = `{${[...months.map((m) => m.start), to].join(',')}}`;
  const rows = await db.rows<{ m: number; metric: string; n: number }>(sql`
    SELECT width_bucket(day, ${bounds}::date[]) AS m, metric, sum(n)::int AS n FROM report_days
    WHERE day >= ${months[0]!.start}::date AND day < ${to}::date GROUP BY 1, 2`);
  for (const row of rows) {
    const counts = series[row.metric];
    if (counts && row.m >= 1 && row.m <= months.length) counts[row.m - 1] = row.n;
  }
  return series;
}

// The monthly dashboard (issue 37 §1): GET Reports/monthly's counting for the 12-month view, on
// PGlite, over 100,000 clients and 500,000 records spread over the last 36 months (a third of
// them in the view), target p95 ≤ 200 ms. The store's function is timed in process, as the route
// calls it (the route adds a JSON answer of a few KB): it folds the writes since the last report
// and sums the view's days (migration 026). Beside it: the same with all 500,000 records in one
// year, the same after 500 writes not yet folded, and a bare `SELECT count(*)` of the view's
// records with its index (what counting the rows themselves would cost at the least).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { dayIn } from '../../src/domain/clinical-dates';
import { lastTwelveMonths, monthsBetween } from '../../src/domain/report-months';
import { migrate } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open';
import { monthlyCounts } from '../../server/store/reports';
import { config } from '../lib/config';
import { judged, spreadOf, type Row } from '../lib/results';
import { seedReportData, type ReportSeed } from '../lib/seed-report-data';
import { round, summarize } from '../lib/stats';

const targetMs = 200;
const samples = config.quick ? 10 : 40;
const full: ReportSeed = { clients: 100_000, records: 500_000, followUps: 20_000, sms: 50_000, months: 36 };
const quick: ReportSeed = { clients: 20_000, records: 100_000, followUps: 4_000, sms: 10_000, months: 36 };

/** `before` runs ahead of each sample, outside its time. */
async function timed(work: () => Promise<unknown>, before: () => Promise<unknown> = async () => {}): Promise<number[]> {
  for (let i = 0; i < 3; i++) await work();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    await before();
    const at = performance.now();
    await work();
    times.push(performance.now() - at);
  }
  return times;
}

async function measureOn(seed: ReportSeed) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-reports-'));
  const database = await openDatabase({ pgliteDir: dir });
  try {
    await migrate(database);
    const seededAt = performance.now();
    const { rebuildMs } = await seedReportData(database.sql, seed);
    const seedSeconds = (performance.now() - seededAt) / 1000;
    const { from, to } = lastTwelveMonths(dayIn(Date.now()));
    const months = monthsBetween(from, to);
    const view = await database.sql.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM records WHERE performed_at >= ${from}::date AND performed_at < ${months.at(-1)!.end}::date`);
    const report = await timed(() => monthlyCounts(database.sql, months));
    const floor = await timed(() => database.sql.one(sql`SELECT count(*) FROM records WHERE performed_at >= ${from}::date AND performed_at < ${months.at(-1)!.end}::date`));
    // A day's writes not yet folded: what a report after a busy day folds first.
    const day = await timed(
      () => monthlyCounts(database.sql, months),
      () => database.sql.rows(sql`INSERT INTO report_deltas (day, metric, d) SELECT current_date, 'screeningForms', 1 FROM generate_series(1, 500)`),
    );
    return { seedSeconds, rebuildMs, day: summarize(day), inView: view?.n ?? 0, report: summarize(report), floor: summarize(floor) };
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function reportsRows(): Promise<Row[]> {
  const seed = config.quick ? quick : full;
  const spread = await measureOn(seed);
  const oneYear = await measureOn({ ...seed, months: 12 });
  return [judged({
    measure: `Reports/monthly counting, the 12-month view, PGlite, ${seed.clients.toLocaleString('en')} clients and ${seed.records.toLocaleString('en')} records over ${seed.months} months, p95`,
    value: round(spread.report.p95, 1), unit: 'ms', spread: spreadOf(spread.report, 'ms'),
    target: `≤ ${targetMs} ms p95`,
    comparison: `limit: a bare count of the view's records, p95 ${round(spread.floor.p95, 1)} ms; all records in one year: p95 ${round(oneYear.report.p95, 1)} ms (its bare count ${round(oneYear.floor.p95, 1)} ms)`,
    ratio: round(spread.report.p95 / Math.max(spread.floor.p95, 0.1)),
    note: `${spread.inView} records in the view (${oneYear.inView} in the one-year clinic); with 500 writes not yet folded (a busy day's) p95 ${round(spread.day.p95, 1)} ms; `
      + `seeded in ${round(spread.seedSeconds, 0)} s by generate_series, of which counting every stored row once (report_days_rebuild, what migration 026 runs) ${round(spread.rebuildMs / 1000, 1)} s`,
  }, { on: spread.report.p95, target: targetMs, direction: 'max' })];
}

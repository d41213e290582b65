// The benchmark run (npm run bench → bench/run.mjs builds, then runs this with tsx): every
// measure side by side with its peer or limit, then bench/results.json and bench/RESULTS.md.
// A measure that breaks is reported as not measured; the run goes on.
import { loadavg } from 'node:os';
import { config } from './lib/config';
import { openBenchPage, type BenchPage } from './lib/page';
import { writeReport } from './lib/report';
import { notMeasured, type Row } from './lib/results';
import { startChildServer } from './lib/server';
import { startClinicHttps, type ClinicBrowsing } from './lib/clinic-https';
import { coldStartRows } from './measures/cold-start';
import { jsSizeRows } from './measures/js-size';
import { lighthouseRows } from './measures/lighthouse';
import { intakeRows, lookupRows, pullRows } from './measures/local-store';
import { searchRows } from './measures/local-search';
import { sealingRows } from './measures/sealing';
import { photoRows } from './measures/photo';
import { login } from './lib/api';
import { replayLoopbackRows, type ReplayContext } from './measures/replay';
import { replayDelayedRows } from './measures/replay-delayed';
import { serverRows } from './measures/server-load';
import { searchRows as serverSearchRows } from './measures/search-load';
import { serviceRows } from './measures/service-start';
import { httpsRows } from './measures/https-load';
import { reportsRows } from './measures/reports';
import { historyRows, historySeeds } from './measures/history';

const only = process.env.BENCH_ONLY?.split(',');
const wanted = (name: string) => !only || only.includes(name);
const rows: Row[] = [];
// run.mjs passes when the whole command began (builds included).
const started = Number(process.env.BENCH_STARTED_MS) || Date.now();
const loadBefore = loadavg();
const steps: Array<{ step: string; seconds: number; load1: number }> = [];

/** Rough wall time of each full measure on 2 busy cores, so the run can stay inside its budget. */
const expectedSeconds: Record<string, number> = {
  js: 10, intake: 10, lookup: 60, search: 150, pull: 90, sealing: 120, replay: 560, photo: 15, coldstart: 60, lighthouse: 250, server: 100, 'server-search': 480, service: 120, https: 60, reports: 480,
  history: 70 * historySeeds(),
};

async function step(name: string, target: string, work: () => Promise<Row[]>): Promise<void> {
  if (!wanted(name)) return;
  const expected = config.quick ? 0 : (expectedSeconds[name] ?? 0);
  if ((Date.now() - started) / 1000 + expected > config.budgetSeconds) {
    rows.push(notMeasured(name, target, '—', `skipped: the run had used its ${config.budgetSeconds} s budget`));
    return;
  }
  const at = Date.now();
  console.log(`▶ ${name}`);
  try {
    rows.push(...(await work()));
  } catch (error) {
    console.error(`✗ ${name}:`, error);
    rows.push(notMeasured(name, target, '—', (error as Error).message.split('\n')[0]!));
  }
  const seconds = Math.round((Date.now() - at) / 1000);
  steps.push({ step: name, seconds, load1: Math.round(loadavg()[0]! * 100) / 100 });
  console.log(`  ${name}: ${seconds} s, load ${loadavg()[0]!.toFixed(2)}`);
}

const site = 'bench/.work/site';
const server = await startChildServer({ staticDir: site });
try {
  await step('js', '≤ 100 KiB first route; ≤ 350 KiB all', () => jsSizeRows(server.url, site));
  let bench: BenchPage | undefined;
  const inPage = (work: (b: BenchPage) => Promise<Row[]>) => async () => work((bench ??= await openBenchPage(server.url)));
  await step('intake', 'ratio ≤ 1.5', inPage(intakeRows));
  await step('lookup', '≤ 2 ms p95; ≤ 50 ms page', inPage(lookupRows));
  await step('search', '≤ 50 ms p95 to the first page', inPage(searchRows));
  await step('pull', '≥ 0.8× bulkPut', inPage(pullRows));
  await step('sealing', 'save ≤ 1.5×; lookup ≤ 2 ms p95; page ≤ 50 ms p95; photo ≤ 1.2×', inPage(sealingRows));
  await step('replay', '≤ 2 s; ≥ 10× peer at 150 ms; ≤ 1.3× bytes ÷ bandwidth', inPage(async (b) => {
    // The screening station's account: it may add clients and their screening tests.
    const context: ReplayContext = { token: await login(server.apiUrl, 'screening', 'demo1234'), clientIds: [] };
    const loopback = await replayLoopbackRows(b, server.apiUrl, context);
    // BENCH_ONLY=…,replay-loopback: the loopback row alone (the delayed ones take minutes more).
    return wanted('replay-loopback') && only ? loopback : [...loopback, ...(await replayDelayedRows(b, server, context))];
  }));
  await step('photo', '≤ 350 KB; ≤ 1.3× bare', inPage(photoRows));
  await bench?.browser.close();
  // The same two measures at https://clinic.lan beside the http ones: a server of its own,
  // since an HTTPS server's plain port only redirects. If it cannot start, the http rows still come.
  let clinic: (ClinicBrowsing & { stop(): Promise<void> }) | undefined;
  let clinicFailed: Row[] = [];
  if (wanted('coldstart') || wanted('lighthouse')) {
    clinic = await startClinicHttps(site).catch((error: unknown) => {
      clinicFailed = [notMeasured('Cold start and Lighthouse over HTTPS (https://clinic.lan)', '≤ 1 s; performance ≥ 0.95; accessibility 1.0', '—', (error as Error).message.split('\n')[0]!)];
      return undefined;
    });
  }
  try {
    rows.push(...clinicFailed);
    await step('coldstart', '≤ 1 s', () => coldStartRows(server.url, clinic));
    await step('lighthouse', 'performance ≥ 0.95; accessibility 1.0', () => lighthouseRows(server.url, clinic));
  } finally {
    await clinic?.stop();
  }
} finally {
  await server.stop();
}
await step('server', 'PostgreSQL p99 ≤ 50 ms at 500 req/s; PGlite p99 ≤ 100 ms at 300 req/s; login flood ≤ 2×', () => serverRows());
await step('server-search', 'p99 ≤ 50 ms, 100,000 clients: PGlite at 300 req/s, PostgreSQL at 500 req/s', () => serverSearchRows());
await step('service', '≤ 2 s from npm start to ready; archive ≤ 150 MB', () => serviceRows());
await step('https', 'HTTPS p99 ≤ 1.2× HTTP at 300 req/s (list, PGlite)', () => httpsRows());
await step('reports', '≤ 200 ms p95, the 12-month view, PGlite, 100,000 clients and 500,000 records', () => reportsRows());
// Optional (HISTORY_SEEDS=<count>): a minute a seed, too long for every run.
if (historySeeds() > 0) await step('history', '0 anomalies', () => historyRows(site));

const file = writeReport(rows, {
  quick: config.quick, only, seconds: Math.round((Date.now() - started) / 1000), loadBefore, loadAfter: loadavg(), steps,
});
console.log(`\nwrote ${file.json} and ${file.markdown} in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(0);

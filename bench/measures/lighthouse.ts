// Lighthouse 12 (CLI) against the built app served by the real server: mobile emulation with its
// simulated throttling, Debian's Chromium (CHROME_PATH), several rounds of the landing page, and
// once a script-free page from the same server as the limit of this machine and emulation. With a
// ClinicBrowsing the same pages at https://clinic.lan in the same rounds, beside the http figures:
// Lighthouse's Chromium gets the tablet's HOME (its NSS database trusts the clinic authority) and
// the resolver rule, as a child process's environment and --chrome-flags.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs } from '../../tests/e2e/browser';
import { lighthouseChromeFlags } from '../lib/chrome-flags';
import type { ClinicBrowsing } from '../lib/clinic-https';
import { config } from '../lib/config';
import { judged, spreadOf, type Row } from '../lib/results';
import { round, summarize } from '../lib/stats';

interface Report {
  categories: Record<'performance' | 'accessibility', { score: number | null }>;
  audits: Record<string, { numericValue?: number; score?: number | null }>;
  /** Set when the page did not load (a certificate refused, a name not resolved): no scores then. */
  runtimeError?: { code: string; message: string };
}

type Via = Pick<ClinicBrowsing, 'env' | 'args'>;
const plainVia: Via = { env: {}, args: [] };

function runOnce(url: string, via: Via): Report {
  const dir = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  try {
    const out = join(dir, 'report.json');
    const flags = lighthouseChromeFlags(['--headless=new', ...chromiumArgs, ...via.args, `--user-data-dir=${join(dir, 'profile')}`]);
    const run = spawnSync('bench/node_modules/.bin/lighthouse', [
      url, '--output=json', `--output-path=${out}`, '--form-factor=mobile', '--only-categories=performance,accessibility',
      '--quiet', `--chrome-flags=${flags}`,
    ], { env: { ...process.env, ...via.env, CHROME_PATH: '/usr/bin/chromium' }, encoding: 'utf8', timeout: 180_000 });
    if (run.status !== 0) throw new Error(`lighthouse exited ${run.status}: ${(run.stderr ?? '').slice(-400)}`);
    const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
    if (report.runtimeError) throw new Error(`lighthouse could not load ${url}: ${report.runtimeError.code}`);
    return report;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const maxTries = 3;

/** Lighthouse now and then fails a whole run on a busy machine (NO_NAVSTART, for one): a failed
 * run is tried again, up to three tries, and the retries are reported. */
function withRetries(url: string, retries: { count: number; errors: string[] }, via: Via = plainVia): Report {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return runOnce(url, via);
    } catch (error) {
      if (attempt >= maxTries) throw error;
      retries.count += 1;
      retries.errors.push((error as Error).message.split('\n')[0]!.slice(0, 120));
    }
  }
}

/** The first route's pages: the landing and a sign-in page, each in its own rounds. */
const pages = [['landing page', '/'], ['sign-in page', '/login/reception']] as const;

export async function lighthouseRows(origin: string, secure?: ClinicBrowsing): Promise<Row[]> {
  const retries = { count: 0, errors: [] as string[] };
  const plain: Report[][] = pages.map(() => []);
  const tls: Report[][] = pages.map(() => []);
  // Round by round, http then https, so both see the same machine.
  for (let r = 0; r < config.lighthouse.rounds; r++) {
    pages.forEach(([, path], i) => {
      plain[i]!.push(withRetries(`${origin}${path}`, retries));
      if (secure) tls[i]!.push(withRetries(`${secure.origin}${path}`, retries, secure));
    });
  }
  // The limit: a script-free page from the same server under the same emulation, once.
  const limit = withRetries(`${origin}/bench/limit.html`, retries);
  const retried = `retries: ${retries.count}${retries.errors.length ? ` (${retries.errors.join('; ')})` : ''}`;
  const limitScore = (c: 'performance' | 'accessibility') => limit.categories[c].score ?? Number.NaN;
  const httpRows = pages.flatMap(([name], i) => pageRows(name, plain[i]!, limit, limitScore, retried));
  if (!secure) return httpRows;
  return [...httpRows, ...pages.flatMap(([name], i) => secureRows(name, tls[i]!, plain[i]!, limit, limitScore, retried))];
}

const medianScore = (reports: Report[], c: 'performance' | 'accessibility') => summarize(reports.map((r) => r.categories[c].score ?? Number.NaN)).median;

/** The https rows: the same judgement, compared with the http median of the same rounds. */
function secureRows(name: string, reports: Report[], plainReports: Report[], limit: Report, limitScore: (c: 'performance' | 'accessibility') => number, retried: string): Row[] {
  const [perf, a11y] = pageRows(`${name} over HTTPS (https://clinic.lan)`, reports, limit, limitScore, retried);
  const httpPerf = medianScore(plainReports, 'performance');
  return [
    { ...perf!, comparison: `over http at 127.0.0.1 in the same rounds: ${round(httpPerf)}; ${perf!.comparison}`, ratio: round(medianScore(reports, 'performance') / httpPerf), note: `ratio: HTTPS ÷ HTTP; ${perf!.note}` },
    { ...a11y!, comparison: `over http in the same rounds: ${round(medianScore(plainReports, 'accessibility'))}; ${a11y!.comparison}` },
  ];
}

function pageRows(name: string, reports: Report[], limit: Report, limitScore: (c: 'performance' | 'accessibility') => number, retried: string): Row[] {
  const perf = summarize(reports.map((r) => r.categories.performance.score ?? Number.NaN));
  const a11y = summarize(reports.map((r) => r.categories.accessibility.score ?? Number.NaN));
  const metric = (id: string) => summarize(reports.map((r) => r.audits[id]?.numericValue ?? Number.NaN)).median;
  const timings = `FCP ${Math.round(metric('first-contentful-paint'))} ms, LCP ${Math.round(metric('largest-contentful-paint'))} ms, `
    + `TBT ${Math.round(metric('total-blocking-time'))} ms, CLS ${metric('cumulative-layout-shift').toFixed(3)}, SI ${Math.round(metric('speed-index'))} ms`;
  const failing = [...new Set(reports.flatMap((r) => Object.entries(r.audits).filter(([, a]) => a.score === 0).map(([id]) => id)))];
  return [
    judged({
      measure: `Lighthouse performance, ${name}, mobile`, value: round(perf.median), unit: '', spread: spreadOf(perf, '', 2),
      target: '≥ 0.95', comparison: `limit: a script-free page from the same server ${limitScore('performance')} (FCP ${Math.round(limit.audits['first-contentful-paint']?.numericValue ?? Number.NaN)} ms)`,
      ratio: round(perf.median / limitScore('performance')), note: `medians: ${timings}; ${retried} (all Lighthouse runs)`,
    }, { on: perf.median, target: 0.95, direction: 'min' }),
    judged({
      measure: `Lighthouse accessibility, ${name}`, value: round(a11y.median), unit: '', spread: spreadOf(a11y, '', 2),
      target: '1.0', comparison: `limit page ${limitScore('accessibility')}`, note: failing.length ? `audits scoring 0: ${failing.join(', ')}` : undefined,
    }, { on: a11y.median, target: 1, direction: 'min' }),
  ];
}

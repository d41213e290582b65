// Search by text on the server (issue 36 §1): POST Client/search/text with 100,000 clients
// (BENCH_SEARCH_CLIENTS for fewer), p99 ≤ 50 ms at 300 req/s on PGlite and at 500 req/s on
// PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL), each beside GET health at the same rate on the
// same server (lib/open-loop.ts: evenly spaced requests, latency from when each was
// due). The queries are what a receptionist types, drawn from the seeded clients
// (lib/seed-clients.ts): 6 in 10 the first 3 letters of a first name or surname, 2 in 10 a first
// name and the first 3 letters of a surname in either order, 1 in 10 a phone in one of its forms
// (0…, +98…, 0098…, without the 0, or its last 7 digits), 1 in 10 the last 5 or 6 digits of a national code.
import { login } from '../lib/api';
import { config } from '../lib/config';
import { benchNationalCode } from '../lib/national-codes';
import { openLoop, type Planned } from '../lib/open-loop';
import { freshDatabase, postgresBaseUrl } from '../lib/postgres';
import { judged, notMeasured, type Row } from '../lib/results';
import { benchLastName, benchPhone, firstNames } from '../lib/seed-clients';
import { startChildServer } from '../lib/server';
import { percentile, round, summarize } from '../lib/stats';

type Kind = 'PGlite' | 'PostgreSQL';
const rates: Record<Kind, number> = { PGlite: 300, PostgreSQL: 500 };
const targetMs = 50;
const clients = Number(process.env.BENCH_SEARCH_CLIENTS) || (config.quick ? 20_000 : 100_000);

const random = (below: number) => Math.floor(Math.random() * below);

/** One query as a person would type it, about a client the server holds. */
export function benchQuery(count: number): string {
  const n = random(count);
  const first = firstNames[n % firstNames.length]!;
  const last = benchLastName(n);
  const kind = Math.random();
  if (kind < 0.6) return (Math.random() < 0.5 ? first : last).slice(0, 3);
  if (kind < 0.8) return Math.random() < 0.5 ? `${first} ${last.slice(0, 3)}` : `${last.slice(0, 3)} ${first}`;
  if (kind < 0.9) {
    const phone = benchPhone(n).slice(1);
    return [`0${phone}`, `+98${phone}`, `0098${phone}`, phone, `0${phone.slice(0, 6)}`][random(5)]!;
  }
  // Digits find the start of a code (domain/search-terms.ts). The bench's codes are 4000 and n
  // (lib/national-codes.ts), the same first digits for every client as no clinic's are: a start
  // long enough to reach the digits that differ.
  const code = benchNationalCode(n);
  return code.slice(0, 7 + random(4));
}

interface Measured { p50: number; p99: number; achieved: number; failures: number }

async function load(url: string, rate: number, next: () => Planned, seconds: number): Promise<Measured> {
  const run = await openLoop(url, rate, seconds, next);
  const failures = Object.entries(run.statuses).reduce((n, [status, k]) => n + (Number(status) >= 300 ? k : 0), 0) + run.errors;
  return { p50: round(summarize(run.latencyMs).median, 1), p99: round(percentile(run.latencyMs, 99), 1), achieved: run.achievedRate, failures };
}

async function measureOn(kind: Kind, pgUrl?: string): Promise<Row> {
  const rate = rates[kind];
  const server = await startChildServer({ pgUrl, seedClients: clients });
  try {
    const token = await login(server.apiUrl, 'reception', 'demo1234');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const search = (): Planned => ({ method: 'POST', path: '/api/v1/Client/search/text', headers, body: JSON.stringify({ query: benchQuery(clients), page: 1 + random(2), list: 'all' }) });
    const health = (): Planned => ({ method: 'GET', path: '/api/v1/health', headers });
    console.log(`  search on ${kind}: ${server.seeded} clients seeded in ${server.seedSeconds?.toFixed(1)} s`);
    // Warm-up, not counted.
    await load(server.url, rate, search, 2);
    await load(server.url, rate, health, 2);
    const runs: Measured[] = [];
    const limits: Measured[] = [];
    for (let r = 0; r < config.server.rounds; r++) {
      if (r % 2 === 0) {
        runs.push(await load(server.url, rate, search, config.server.seconds));
        limits.push(await load(server.url, rate, health, config.server.seconds));
      } else {
        limits.push(await load(server.url, rate, health, config.server.seconds));
        runs.push(await load(server.url, rate, search, config.server.seconds));
      }
    }
    const p99 = summarize(runs.map((x) => x.p99));
    const limit = summarize(limits.map((x) => x.p99));
    const achieved = summarize(runs.map((x) => x.achieved)).median;
    const row = judged({
      measure: `Server POST Client/search/text (a receptionist's queries) on ${kind}, p99 at ${rate} req/s`, value: round(p99.median, 1), unit: 'ms',
      spread: `p99 per round ${runs.map((x) => x.p99).join(', ')} ms; median ${round(summarize(runs.map((x) => x.p50)).median, 1)} ms, n=${runs.length}`,
      target: `≤ ${targetMs} ms p99 at ${rate} req/s`,
      comparison: `limit: GET health (no auth, SELECT 1) on the same server at ${rate} req/s, p99 ${round(limit.median, 1)} ms`,
      ratio: round(p99.median / Math.max(limit.median, 1)),
      note: `achieved ${Math.round(achieved)} req/s; ${runs.reduce((n, x) => n + x.failures, 0)} non-2xx/errors/timeouts; ${server.seeded} clients seeded in ${server.seedSeconds?.toFixed(1)} s; ${runs.length}×${config.server.seconds} s`,
      samples: { runs: runs.map((x) => x.p99) },
    }, { on: p99.median, target: targetMs, direction: 'max' });
    return achieved < rate * 0.95 ? { ...row, met: false } : row;
  } finally {
    await server.stop();
  }
}

export async function searchRows(): Promise<Row[]> {
  const rows = [await measureOn('PGlite')];
  const base = postgresBaseUrl();
  if (!base) {
    return [...rows, notMeasured('Server POST Client/search/text on PostgreSQL', `≤ ${targetMs} ms p99 at ${rates.PostgreSQL} req/s`, '—', 'BENCH_DATABASE_URL (or DATABASE_URL) is not set')];
  }
  const database = await freshDatabase(base);
  try {
    return [...rows, await measureOn('PostgreSQL', database.url)];
  } finally {
    await database.drop();
  }
}

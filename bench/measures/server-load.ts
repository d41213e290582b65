// Server: the list and search endpoints at a fixed rate on loopback (lib/open-loop.ts: evenly
// spaced requests, latency from when each was due), 20,000 clients in the database — PostgreSQL
// at 500 req/s (p99 ≤ 50 ms), PGlite at 300 req/s (p99 ≤ 100 ms) — beside the limit of the same
// HTTP stack (GET health). Then the staff list under an anonymous Account/login flood at a fixed
// rate too, side by side with the same list unloaded. The server runs in its own process; rounds alternate
// the order.
import { clientsTotal, login } from '../lib/api';
import { config } from '../lib/config';
import { benchNationalCodes } from '../lib/national-codes';
import { freshDatabase, postgresBaseUrl } from '../lib/postgres';
import { openLoop, type OpenLoopRun, type Planned } from '../lib/open-loop';
import { judged, notMeasured, type Row } from '../lib/results';
import { percentile, round, summarize } from '../lib/stats';
import { startChildServer } from '../lib/server';

type Endpoint = 'health' | 'list' | 'search';
type Kind = 'PGlite' | 'PostgreSQL';

interface Load {
  url: string;
  token: string;
  codes: string[];
  pages: number;
}

const targetOf = (kind: Kind) => (kind === 'PGlite' ? config.server.pglite : config.server.postgres);
const targetText = (kind: Kind) => `≤ ${targetOf(kind).p99} ms p99 at ${targetOf(kind).rate} req/s`;
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

/** One measured run: p50 and p99 of its 2xx answers, its achieved rate, what went wrong. */
interface Measured {
  p50: number;
  p99: number;
  achieved: number;
  failures: number;
}

async function load(on: Load, endpoint: Endpoint, rate: number, seconds = config.server.seconds): Promise<Measured> {
  const headers = { authorization: `Bearer ${on.token}`, 'content-type': 'application/json' };
  const next: () => Planned = {
    health: () => ({ method: 'GET', path: '/api/v1/health', headers }),
    list: () => ({ method: 'GET', path: `/api/v1/client/6/${1 + Math.floor(Math.random() * on.pages)}`, headers }),
    search: () => ({ method: 'POST', path: '/api/v1/Client/search', headers, body: JSON.stringify({ nationalCode: pick(on.codes) }) }),
  }[endpoint];
  const run = await openLoop(on.url, rate, seconds, next);
  const latency = summarize(run.latencyMs);
  const non2xx = Object.entries(run.statuses).reduce((n, [status, count]) => n + (Number(status) >= 300 ? count : 0), 0);
  return { p50: round(latency.median, 1), p99: round(percentile(run.latencyMs, 99), 1), achieved: run.achievedRate, failures: non2xx + run.errors };
}

// Half the guesses try a real account with a wrong password, half a user name nobody has.
const accounts = ['SuperAdmin', 'reception', 'screening', 'helper', 'research', 'consultation'];
const guess = () => Math.random().toString(36).slice(2, 10);

/** Anonymous sign-in attempts at `rate`, no token, from the bench's one address. */
function flood(url: string, rate: number, seconds: number): Promise<OpenLoopRun> {
  const headers = { 'content-type': 'application/json' };
  return openLoop(url, rate, seconds, () => ({
    method: 'POST', path: '/api/v1/Account/login', headers,
    body: JSON.stringify({ userName: Math.random() < 0.5 ? pick(accounts) : `u${guess()}`, password: guess() }),
  }), 10);
}

const statusCount = (runs: OpenLoopRun[], status: number) => runs.reduce((n, x) => n + (x.statuses[status] ?? 0), 0);
const failures = (runs: Measured[]) => runs.reduce((n, x) => n + x.failures, 0);

function rateRows(kind: Kind, runs: Record<Endpoint, Measured[]>, clients: number): Row[] {
  const { rate, p99: target } = targetOf(kind);
  const p99 = (e: Endpoint) => summarize(runs[e].map((x) => x.p99));
  const limit = p99('health');
  const limitRate = summarize(runs.health.map((x) => x.achieved)).median;
  return (['list', 'search'] as const).map((endpoint) => {
    const s = p99(endpoint);
    const achieved = summarize(runs[endpoint].map((x) => x.achieved)).median;
    const label = endpoint === 'list' ? 'GET client/6/{page} (random page)' : 'POST Client/search (random code)';
    const row = judged({
      measure: `Server ${label} on ${kind}, p99 at ${rate} req/s`, value: round(s.median, 1), unit: 'ms',
      spread: `p99 per round ${runs[endpoint].map((x) => x.p99).join(', ')} ms; median ${round(summarize(runs[endpoint].map((x) => x.p50)).median, 1)} ms, n=${runs[endpoint].length}`,
      target: targetText(kind), comparison: `limit: GET health (no auth, SELECT 1) on the same server at ${rate} req/s, p99 ${round(limit.median, 1)} ms (achieved ${Math.round(limitRate)} req/s)`,
      ratio: round(s.median / Math.max(limit.median, 1)),
      note: `achieved ${Math.round(achieved)} req/s; ${failures(runs[endpoint])} non-2xx/errors/timeouts; ${clients} clients; ${runs[endpoint].length}×${config.server.seconds} s`,
      samples: { runs: runs[endpoint].map((x) => x.p99) },
    }, { on: s.median, target, direction: 'max' });
    // A server that cannot keep up the rate has not met the target, whatever its latency.
    return achieved < rate * 0.95 ? { ...row, met: false } : row;
  });
}

/** The staff list at a working rate, alone and under the flood, alternating which goes first. */
async function floodRow(kind: Kind, on: Load): Promise<Row> {
  const { loginRate, listRate, maxRatio } = config.server.flood;
  const { seconds, rounds } = config.server;
  const quiet: Measured[] = [];
  const loaded: Measured[] = [];
  const floods: OpenLoopRun[] = [];
  for (let r = 0; r < rounds * 2; r++) {
    if (r % 2 === (Math.floor(r / 2) % 2)) {
      quiet.push(await load(on, 'list', listRate));
    } else {
      // The flood starts a moment before the list and ends after it, so the list sees it throughout.
      const flooding = flood(on.url, loginRate, seconds + 1);
      await new Promise((resolve) => setTimeout(resolve, 500));
      loaded.push(await load(on, 'list', listRate));
      floods.push(await flooding);
    }
  }
  const unloaded = summarize(quiet.map((x) => x.p99));
  const underFlood = summarize(loaded.map((x) => x.p99));
  const ratio = underFlood.median / Math.max(unloaded.median, 1);
  const floodRate = summarize(floods.map((x) => x.achievedRate)).median;
  const refused = statusCount(floods, 429);
  const wrong = statusCount(floods, 400);
  const floodSent = floods.reduce((n, x) => n + Object.values(x.statuses).reduce((a, b) => a + b, 0) + x.errors, 0);
  const floodOther = floodSent - refused - wrong;
  const listAchieved = summarize(loaded.map((x) => x.achieved)).median;
  const row = judged({
    measure: `Server staff list (GET client/6/{page}, reception) on ${kind}, p99 under an anonymous Account/login flood at ${loginRate} req/s`,
    value: round(underFlood.median, 1), unit: 'ms',
    spread: `p99 per round under the flood ${loaded.map((x) => x.p99).join(', ')} ms, unloaded ${quiet.map((x) => x.p99).join(', ')} ms, n=${loaded.length}+${quiet.length}`,
    target: `≤ ${maxRatio}× the unloaded p99`, comparison: `the same list unloaded (same run, alternating): p99 ${round(unloaded.median, 1)} ms`,
    ratio: round(ratio),
    note: `list at ${listRate} req/s: achieved ${Math.round(listAchieved)} req/s under the flood, ${failures([...loaded, ...quiet])} non-2xx/errors/timeouts; `
      + `flood achieved ${Math.round(floodRate)} req/s, ${floodSent} sign-ins: ${refused} refused by the limiter (429, expected), ${wrong} wrong name or password (400), ${floodOther} other; ${rounds}+${rounds}×${seconds} s`,
    samples: { loaded: loaded.map((x) => x.p99), unloaded: quiet.map((x) => x.p99), refused, wrong, floodOther },
  }, { on: ratio, target: maxRatio, direction: 'max' });
  // A list the server no longer serves at its rate under the flood has not met the target either.
  return listAchieved < listRate * 0.95 ? { ...row, met: false } : row;
}

async function measureOn(kind: Kind, pgUrl?: string): Promise<Row[]> {
  const server = await startChildServer({ pgUrl, seedClients: config.server.seedClients });
  try {
    const token = await login(server.apiUrl, 'reception', 'demo1234');
    const total = await clientsTotal(server.apiUrl, token);
    if (total !== config.server.seedClients) throw new Error(`seeded ${config.server.seedClients} clients, the list shows ${total}`);
    console.log(`  ${kind}: ${total} clients seeded in ${server.seedSeconds?.toFixed(1)} s`);
    const on: Load = { url: server.url, token, codes: benchNationalCodes(config.server.seedClients), pages: Math.ceil(total / 6) };
    const { rate } = targetOf(kind);
    const runs: Record<Endpoint, Measured[]> = { health: [], list: [], search: [] };
    // Warm-up, not counted: JIT, connection pools and caches, for each endpoint measured.
    for (const endpoint of ['health', 'list', 'search'] as const) await load(on, endpoint, rate, 2);
    for (let r = 0; r < config.server.rounds; r++) {
      const order: Endpoint[] = r % 2 === 0 ? ['health', 'list', 'search'] : ['search', 'list', 'health'];
      for (const endpoint of order) runs[endpoint].push(await load(on, endpoint, rate));
    }
    const rows = rateRows(kind, runs, total);
    rows.push(await floodRow(kind, on));
    return rows.map((row) => ({ ...row, note: `${row.note}; seeded in ${server.seedSeconds?.toFixed(1)} s through the server's database handle` }));
  } finally {
    await server.stop();
  }
}

export async function serverRows(): Promise<Row[]> {
  const rows = await measureOn('PGlite');
  const base = postgresBaseUrl();
  if (!base) {
    return [...rows, notMeasured('Server list, search and login flood on PostgreSQL', targetText('PostgreSQL'), '—', 'BENCH_DATABASE_URL (or DATABASE_URL) is not set')];
  }
  const database = await freshDatabase(base);
  try {
    return [...rows, ...(await measureOn('PostgreSQL', database.url))];
  } finally {
    await database.drop();
  }
}

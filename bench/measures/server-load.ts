// Server: the list and search endpoints under autocannon at a fixed 500 req/s on loopback, on
// PGlite and on PostgreSQL, beside the limit of the same HTTP stack (GET health). The server runs
// in its own process; rounds alternate the endpoints.
import autocannon, { type Result } from 'autocannon';
import { addClients, login } from '../lib/api';
import { config } from '../lib/config';
import { freshDatabase, postgresBaseUrl } from '../lib/postgres';
import { judged, notMeasured, type Row } from '../lib/results';
import { round, summarize } from '../lib/stats';
import { startChildServer } from '../lib/server';

type Endpoint = 'health' | 'list' | 'search';

function load(url: string, token: string, endpoint: Endpoint, codes: string[], seconds = config.server.seconds): Promise<Result> {
  const { rate } = config.server;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const pages = Math.max(1, Math.floor(codes.length / 6));
  const spec = {
    health: { method: 'GET', path: '/api/v1/health' },
    list: { method: 'GET', setupRequest: (r: object) => ({ ...r, path: `/api/v1/client/6/${1 + Math.floor(Math.random() * pages)}` }) },
    search: {
      method: 'POST', path: '/api/v1/Client/search',
      setupRequest: (r: object) => ({ ...r, body: JSON.stringify({ nationalCode: codes[Math.floor(Math.random() * codes.length)] }) }),
    },
  }[endpoint];
  return autocannon({ url, connections: 20, duration: seconds, overallRate: rate, headers, requests: [{ headers, ...spec }] });
}

async function measureOn(kind: 'PGlite' | 'PostgreSQL', pgUrl?: string): Promise<Row[]> {
  const server = await startChildServer({ pgUrl });
  try {
    const token = await login(server.apiUrl, 'reception', 'demo1234');
    const codes = Array.from({ length: config.server.seedClients }, (_, n) => `8${String(n).padStart(9, '0')}`);
    await addClients(server.apiUrl, token, codes);
    const runs: Record<Endpoint, Result[]> = { health: [], list: [], search: [] };
    await load(server.url, token, 'list', codes, 2); // warm-up: JIT, connection pools, caches
    for (let r = 0; r < config.server.rounds; r++) {
      const order: Endpoint[] = r % 2 === 0 ? ['health', 'list', 'search'] : ['search', 'list', 'health'];
      for (const endpoint of order) runs[endpoint].push(await load(server.url, token, endpoint, codes));
    }
    const p99 = (e: Endpoint) => summarize(runs[e].map((x) => x.latency.p99));
    const limit = p99('health');
    return (['list', 'search'] as const).map((endpoint) => {
      const s = p99(endpoint);
      const achieved = summarize(runs[endpoint].map((x) => x.requests.average)).median;
      const bad = runs[endpoint].reduce((n, x) => n + x.non2xx + x.errors + x.timeouts, 0);
      const label = endpoint === 'list' ? 'GET client/6/{page}' : 'POST Client/search';
      const row = judged({
        measure: `Server ${label} on ${kind}, p99 at ${config.server.rate} req/s`, value: round(s.median, 1), unit: 'ms',
        spread: `p99 per round ${runs[endpoint].map((x) => x.latency.p99).join(', ')} ms; median ${summarize(runs[endpoint].map((x) => x.latency.p50)).median} ms`,
        target: '≤ 50 ms p99 at 500 req/s', comparison: `limit: GET health (no auth, SELECT 1) on the same server p99 ${limit.median} ms`,
        ratio: round(s.median / Math.max(limit.median, 1)),
        note: `achieved ${Math.round(achieved)} req/s; ${bad} non-2xx/errors/timeouts; ${codes.length} clients; ${config.server.rounds}×${config.server.seconds} s`,
        samples: { runs: runs[endpoint].map((x) => x.latency.p99) },
      }, { on: s.median, target: 50, direction: 'max' });
      // A server that cannot keep up the rate has not met the target, whatever its latency.
      return achieved < config.server.rate * 0.95 ? { ...row, met: false } : row;
    });
  } finally {
    await server.stop();
  }
}

export async function serverRows(): Promise<Row[]> {
  const rows = await measureOn('PGlite');
  const base = postgresBaseUrl();
  if (!base) {
    return [...rows, notMeasured('Server list and search on PostgreSQL', '≤ 50 ms p99 at 500 req/s', '—', 'BENCH_DATABASE_URL (or DATABASE_URL) is not set')];
  }
  const database = await freshDatabase(base);
  try {
    return [...rows, ...(await measureOn('PostgreSQL', database.url))];
  } finally {
    await database.drop();
  }
}

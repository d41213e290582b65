// HTTPS against HTTP: the staff list (GET client/6/{page}) at PGlite's rate, 300 req/s
// open loop (lib/open-loop.ts), on two server processes seeded alike — one serving plain HTTP, one
// HTTPS with the clinic authority it made (server/tls/), trusted by the load tool as a tablet
// trusts it. Kept-alive connections, as a tablet keeps its own: the handshake is paid per
// connection, the encryption per request. Rounds alternate which goes first. Target: p99 ≤ 1.2×.
import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import { login } from '../lib/api';
import { config } from '../lib/config';
import { openLoop } from '../lib/open-loop';
import { judged, type Row } from '../lib/results';
import { startChildServer } from '../lib/server';
import { percentile, round, summarize } from '../lib/stats';

const rate = config.server.pglite.rate;
const maxRatio = 1.2;

function httpsLogin(httpsUrl: string, ca: string): Promise<string> {
  const url = new URL('/api/v1/Account/login', httpsUrl);
  return new Promise((resolve, reject) => {
    const sending = request(url, { method: 'POST', ca, headers: { 'content-type': 'application/json' } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const token = (JSON.parse(Buffer.concat(chunks).toString()) as { result?: { token?: string } }).result?.token;
        if (token) resolve(token);
        else reject(new Error(`login over https: ${answer.statusCode}`));
      });
    });
    sending.on('error', reject);
    sending.end(JSON.stringify({ userName: 'reception', password: 'demo1234' }));
  });
}

export async function httpsRows(): Promise<Row[]> {
  const seedClients = config.server.seedClients;
  const plain = await startChildServer({ seedClients });
  const secure = await startChildServer({ seedClients, https: true });
  try {
    const ca = readFileSync(secure.caFile!, 'utf8');
    const pages = Math.ceil(seedClients / 6);
    const targets = {
      http: { url: plain.url, token: await login(plain.apiUrl, 'reception', 'demo1234'), ca: undefined },
      https: { url: secure.httpsUrl!, token: await httpsLogin(secure.httpsUrl!, ca), ca },
    };
    const list = async (scheme: keyof typeof targets, seconds: number) => {
      const { url, token, ca: trusted } = targets[scheme];
      const headers = { authorization: `Bearer ${token}` };
      const run = await openLoop(url, rate, seconds, () => ({ method: 'GET', path: `/api/v1/client/6/${1 + Math.floor(Math.random() * pages)}`, headers }), 20, trusted);
      const failures = Object.entries(run.statuses).reduce((n, [status, count]) => n + (Number(status) >= 300 ? count : 0), 0) + run.errors;
      return { p99: round(percentile(run.latencyMs, 99), 1), p50: round(summarize(run.latencyMs).median, 1), achieved: run.achievedRate, failures };
    };
    for (const scheme of ['http', 'https'] as const) await list(scheme, 2); // warm-up, not counted
    const runs = { http: [] as Awaited<ReturnType<typeof list>>[], https: [] as Awaited<ReturnType<typeof list>>[] };
    for (let r = 0; r < config.server.rounds * 2; r++) {
      for (const scheme of r % 2 === 0 ? (['http', 'https'] as const) : (['https', 'http'] as const)) runs[scheme].push(await list(scheme, config.server.seconds));
    }
    const p99 = (scheme: keyof typeof runs) => summarize(runs[scheme].map((x) => x.p99)).median;
    const ratio = p99('https') / Math.max(p99('http'), 1);
    const achieved = summarize(runs.https.map((x) => x.achieved)).median;
    const failures = [...runs.http, ...runs.https].reduce((n, x) => n + x.failures, 0);
    const row = judged({
      measure: `Server GET client/6/{page} on PGlite over HTTPS, p99 at ${rate} req/s`, value: round(p99('https'), 1), unit: 'ms',
      spread: `p99 per round HTTPS ${runs.https.map((x) => x.p99).join(', ')} ms, HTTP ${runs.http.map((x) => x.p99).join(', ')} ms; median HTTPS ${round(summarize(runs.https.map((x) => x.p50)).median, 1)} ms, HTTP ${round(summarize(runs.http.map((x) => x.p50)).median, 1)} ms`,
      target: `≤ ${maxRatio}× the same over HTTP`, comparison: `the same list over plain HTTP (another server process, same ${seedClients} clients, alternating): p99 ${round(p99('http'), 1)} ms`,
      ratio: round(ratio),
      note: `ECDSA P-256 certificate from the server's own authority; 20 kept-alive connections; HTTPS achieved ${Math.round(achieved)} req/s; ${failures} non-2xx/errors/timeouts; ${runs.https.length}+${runs.http.length}×${config.server.seconds} s`,
      samples: { https: runs.https.map((x) => x.p99), http: runs.http.map((x) => x.p99) },
    }, { on: ratio, target: maxRatio, direction: 'max' });
    return [achieved < rate * 0.95 ? { ...row, met: false } : row];
  } finally {
    await Promise.all([plain.stop(), secure.stop()]);
  }
}

// Replay: 1,000 queued intakes to the real server on loopback, the product's push pass vs
// workbox-background-sync's Queue, alternating who goes first; the server's total proves delivery.
import { clientsTotal, login } from '../lib/api';
import { config } from '../lib/config';
import type { BenchPage } from '../lib/page';
import { judged, spreadOf, type Row } from '../lib/results';
import { round, summarize } from '../lib/stats';

interface Run { ms: number; httpMs: number; sent: number; done: number; left: number }

export async function replayRows({ page }: BenchPage, apiUrl: string): Promise<Row[]> {
  const { intakes, rounds } = config.replay;
  const token = await login(apiUrl, 'reception', 'demo1234');
  const product: Run[] = [];
  const peer: Run[] = [];
  let delivered = { product: 0, peer: 0 };
  for (let r = 0; r < rounds; r++) {
    for (const side of r % 2 === 0 ? ['product', 'peer'] as const : ['peer', 'product'] as const) {
      const before = await clientsTotal(apiUrl, token);
      const prefix = 7000 + r * 10 + (side === 'product' ? 1 : 2);
      const run: Run = side === 'product'
        ? await page.evaluate(([u, t, c, p]) => window.bench.replayProduct(u, t, c, p), [apiUrl, token, intakes, prefix] as const)
        : await page.evaluate(([u, t, c, p]) => window.bench.replayPeer(u, t, c, p), [apiUrl, token, intakes, prefix] as const);
      delivered = { ...delivered, [side]: delivered[side] + (await clientsTotal(apiUrl, token)) - before };
      (side === 'product' ? product : peer).push(run);
    }
  }
  const share = (runs: Run[]) => {
    const ms = summarize(runs.map((x) => x.ms)).median;
    const http = summarize(runs.map((x) => x.httpMs)).median;
    return `${(http / 1000).toFixed(1)} of ${(ms / 1000).toFixed(1)} s (${Math.round((http / ms) * 100)} %)`;
  };
  const probeCount = Math.min(100, intakes / 5);
  const probe = await page.evaluate(([u, t, c]) => window.bench.httpProbe(u, t, c, 7900), [apiUrl, token, probeCount] as const);
  const viaTransport = summarize(probe.transport);
  const viaFetch = summarize(probe.fetch);
  const rate = (runs: Run[]) => summarize(runs.map((x) => intakes / (x.ms / 1000)));
  const ours = rate(product);
  const theirs = rate(peer);
  const seconds = summarize(product.map((x) => x.ms / 1000));
  const ratio = ours.median / theirs.median;
  const expected = intakes * rounds;
  const note = `server received ${delivered.product}/${expected} from the product, ${delivered.peer}/${expected} from the peer; `
    + `product left ${product.map((x) => x.left).join('/')} entries not done; time waiting on HTTP: product `
    + `${share(product)}, peer ${share(peer)} (the rest is local bookkeeping in IndexedDB)`;
  return [
    judged({
      measure: `Replay ${intakes.toLocaleString('en')} queued intakes to the server (rate)`, value: Math.round(ours.median), unit: 'intakes/s',
      spread: spreadOf(ours, '/s', 0), target: '≥ the peer’s rate',
      comparison: `peer: workbox-background-sync Queue.replayRequests ${Math.round(theirs.median)}/s`, ratio: round(ratio), note,
      samples: { productMs: product.map((x) => x.ms), peerMs: peer.map((x) => x.ms) },
    }, { on: ratio, target: 1, direction: 'min' }),
    judged({
      measure: `Replay ${intakes.toLocaleString('en')} queued intakes (time)`, value: round(seconds.median), unit: 's',
      spread: spreadOf(seconds, 's', 2), target: '≤ 10 s', comparison: `peer: ${(summarize(peer.map((x) => x.ms / 1000)).median).toFixed(2)} s`,
      ratio: round(1 / ratio),
    }, { on: seconds.median, target: 10, direction: 'max' }),
    {
      measure: 'Replay diagnostic: one POST Client via api/ outbox transport (ky)', value: round(viaTransport.median), unit: 'ms',
      spread: spreadOf(viaTransport, 'ms', 1), target: '— (explains the replay gap)',
      comparison: `bare fetch, same headers and body, interleaved: ${viaFetch.median.toFixed(1)} ms (p95 ${viaFetch.p95.toFixed(1)})`,
      ratio: round(viaTransport.median / viaFetch.median), met: null, shortfall: null,
    },
  ];
}

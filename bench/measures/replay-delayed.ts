// Replay through a slow network (bench/lib/delay-link.ts in its own process, 150 ms added round
// trip): 1,000 intakes with a test each, the product's rate vs workbox-background-sync's Queue
// (given fewer intakes: one request at a time at 150 ms would take minutes; rates are compared);
// then intakes with three ≈ 330 KB photos each over the same round trip limited to 10 Mbit/s,
// the total time vs the bytes the link carried ÷ its bandwidth. The bench page is opened from
// the link's origin, so every request of the page crosses it.
import type { Page } from 'playwright-core';
import { config } from '../lib/config';
import { startDelayProxy, type DelayProxy } from '../lib/delay-proxy';
import type { BenchPage } from '../lib/page';
import { judged, spreadOf, type Row } from '../lib/results';
import { round, summarize } from '../lib/stats';
import type { ReplayContext } from './replay';
import { deliveryNote, httpShare, runReplay, type Delivered } from './replay-runs';

async function throughLink<T>(bench: BenchPage, serverUrl: string, link: { rttMs: number; bitsPerSecond?: number },
  work: (page: Page, proxy: DelayProxy) => Promise<T>): Promise<T> {
  const proxy = await startDelayProxy(serverUrl, link);
  const page = await bench.browser.context.newPage();
  try {
    await page.goto(`${proxy.origin}/bench/index.html`);
    await page.waitForFunction(() => document.title === 'bench ready', undefined, { timeout: 60_000 });
    return await work(page, proxy);
  } finally {
    await page.close();
    await proxy.stop();
  }
}

export async function replayDelayedRows(bench: BenchPage, server: { url: string; apiUrl: string }, context: ReplayContext): Promise<Row[]> {
  const { intakes, peerIntakes, rounds, rttMs } = config.replayDelayed;
  const rows = await throughLink(bench, server.url, { rttMs }, async (page, proxy) => {
    const product: Delivered[] = [];
    const peer: Delivered[] = [];
    for (let r = 0; r < rounds; r++) {
      for (const side of r % 2 === 0 ? ['product', 'peer'] as const : ['peer', 'product'] as const) {
        const prefix = 7100 + r * 10 + (side === 'product' ? 1 : 2);
        if (side === 'product') product.push(await runReplay(page, proxy.apiUrl, server.apiUrl, context.token, { side, count: intakes, prefix, test: true, photos: 0 }));
        else peer.push(await runReplay(page, proxy.apiUrl, server.apiUrl, context.token, { side, count: peerIntakes, prefix, testClientIds: context.clientIds }));
      }
    }
    const ours = summarize(product.map((x) => intakes / (x.ms / 1000)));
    const theirs = summarize(peer.map((x) => peerIntakes / (x.ms / 1000)));
    const ratio = ours.median / theirs.median;
    return [judged({
      measure: `Replay ${intakes.toLocaleString('en')} queued intakes with a test each, ${rttMs} ms added round trip (rate)`,
      value: round(ours.median, 1), unit: 'intakes/s', spread: spreadOf(ours, '/s', 1), target: '≥ 10× the peer’s rate',
      comparison: `peer: workbox-background-sync Queue.replayRequests, ${peerIntakes} intakes (${2 * peerIntakes} requests) through the same link: ${theirs.median.toFixed(2)}/s`,
      ratio: round(ratio, 1),
      note: `${deliveryNote('product', product, intakes)}; ${deliveryNote('peer', peer, peerIntakes)}; `
        + `time waiting on HTTP: product ${httpShare(product)}, peer ${httpShare(peer)}; product whole replay ${(summarize(product.map((x) => x.ms)).median / 1000).toFixed(1)} s`,
      samples: { productMs: product.map((x) => x.ms), peerMs: peer.map((x) => x.ms) },
    }, { on: ratio, target: 10, direction: 'min' })];
  });
  return [...rows, ...(await photoRows(bench, server, context))];
}

async function photoRows(bench: BenchPage, server: { url: string; apiUrl: string }, context: ReplayContext): Promise<Row[]> {
  const { photoIntakes, photosPerIntake, rttMs, megabits } = config.replayDelayed;
  const bitsPerSecond = megabits * 1_000_000;
  return throughLink(bench, server.url, { rttMs, bitsPerSecond }, async (page, proxy) => {
    const before = await proxy.stats();
    const run = await runReplay(page, proxy.apiUrl, server.apiUrl, context.token, { side: 'product', count: photoIntakes, prefix: 7201, test: true, photos: photosPerIntake });
    const after = await proxy.stats();
    const up = after.up - before.up;
    const down = after.down - before.down;
    // The link carries each direction at its bandwidth; the replay can end no sooner than its busier one.
    const limitMs = (Math.max(up, down) * 8 * 1000) / bitsPerSecond;
    const ratio = run.ms / limitMs;
    const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
    return [judged({
      measure: `Replay ${photoIntakes} intakes with a test and ${photosPerIntake} photos each, ${rttMs} ms round trip, ${megabits} Mbit/s (time)`,
      value: round(run.ms / 1000, 1), unit: 's', spread: `n=1`, target: '≤ 1.3× bytes ÷ bandwidth',
      comparison: `limit: ${mb(up)} up ÷ ${megabits} Mbit/s = ${(limitMs / 1000).toFixed(1)} s (photos ${mb(run.photoBytes)}, answers ${mb(down)})`,
      ratio: round(ratio),
      note: `${deliveryNote('product', [run], photoIntakes)}; ${run.requests} requests over ${after.connections - before.connections} new connections; `
        + `time waiting on HTTP (uploads overlap): ${(run.httpMs / 1000).toFixed(1)} s`,
      samples: { productMs: [run.ms], up, down, photoBytes: run.photoBytes },
    }, { on: ratio, target: 1.3, direction: 'max' })];
  });
}

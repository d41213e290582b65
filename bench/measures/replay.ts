// Replay on loopback: 1,000 queued intakes, each a client and its screening test (2,000 outbox
// entries), sent to the real server by the product's push pass vs workbox-background-sync's Queue
// with the same 2,000 requests, alternating who goes first. The server's client total proves
// delivery. The same through a slow network: replay-delayed.ts.
import { config } from '../lib/config';
import type { BenchPage } from '../lib/page';
import { judged, spreadOf, type Row } from '../lib/results';
import { round, summarize } from '../lib/stats';
import { deliveryNote, httpShare, runReplay, type Delivered } from './replay-runs';

export interface ReplayContext {
  token: string;
  /** Server ids of clients a product run made: the peer hangs its tests on them. */
  clientIds: number[];
}

export async function replayLoopbackRows({ page }: BenchPage, apiUrl: string, context: ReplayContext): Promise<Row[]> {
  const { intakes, rounds } = config.replay;
  const product: Delivered[] = [];
  const peer: Delivered[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const side of r % 2 === 0 ? ['product', 'peer'] as const : ['peer', 'product'] as const) {
      const prefix = 7000 + r * 10 + (side === 'product' ? 1 : 2);
      if (side === 'product') {
        const run = await runReplay(page, apiUrl, apiUrl, context.token, { side, count: intakes, prefix, test: true, photos: 0 });
        context.clientIds = run.clientIds;
        product.push(run);
      } else {
        peer.push(await runReplay(page, apiUrl, apiUrl, context.token, { side, count: intakes, prefix, testClientIds: context.clientIds }));
      }
    }
  }
  const seconds = summarize(product.map((x) => x.ms / 1000));
  const peerSeconds = summarize(peer.map((x) => x.ms / 1000));
  const note = `${deliveryNote('product', product, intakes)}; ${deliveryNote('peer', peer, intakes)}; `
    + `time waiting on HTTP: product ${httpShare(product)}, peer ${httpShare(peer)} (the rest is local bookkeeping in IndexedDB)`;
  return [
    judged({
      measure: `Replay ${intakes.toLocaleString('en')} queued intakes with a test each, loopback (time)`, value: round(seconds.median), unit: 's',
      spread: spreadOf(seconds, 's', 2), target: '≤ 2 s',
      comparison: `peer: workbox-background-sync Queue.replayRequests, the same ${(2 * intakes).toLocaleString('en')} requests: ${peerSeconds.median.toFixed(2)} s`,
      ratio: round(seconds.median / peerSeconds.median), note,
      samples: { productMs: product.map((x) => x.ms), peerMs: peer.map((x) => x.ms), requests: product.map((x) => x.requests) },
    }, { on: seconds.median, target: 2, direction: 'max' }),
  ];
}

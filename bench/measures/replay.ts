// Replay on loopback: 1,000 queued intakes, each a client and its screening test (2,000 outbox
// entries), sent to the real server by the product's push pass vs workbox-background-sync's Queue
// with the same 2,000 requests, alternating who goes first. The server's client total proves
// delivery. Beside them the product again with the sync centre's live reads open (a person
// watching the queue drain), judged as its time over the product's alone. The same through a
// slow network: replay-delayed.ts.
import { config } from '../lib/config';
import type { BenchPage } from '../lib/page';
import { medianCpu, ProcessCpu, totalCpu, type CpuUse } from '../lib/process-cpu';
import { judged, spreadOf, type Row } from '../lib/results';
import { traced } from '../lib/trace';
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
  const watched: Delivered[] = [];
  const peer: Delivered[] = [];
  const floorMs: number[] = [];
  // CPU per process of each run: the product's runs with nothing open, and the floor's.
  const cpu = await ProcessCpu.watch(page);
  const productCpu: CpuUse[] = [];
  let runs = 0;
  // Not measured: a first replay, as a server that has been up a while has seen (the first run
  // of a fresh server process took twice the server CPU of the next, its code not yet compiled).
  await runReplay(page, apiUrl, apiUrl, context.token, { side: 'product', count: Math.ceil(intakes / 5), prefix: 7000, test: true, photos: 0 });
  for (let r = 0; r < rounds; r++) {
    // The product twice a round: its runs take seconds, the peer's most of a minute, and a median
    // of two moved by ±15 % between runs of the same code on this 2-core machine. Each run with
    // the sync centre open goes next to one without, who goes first alternating.
    const order = r % 2 === 0
      ? ['product', 'centre', 'floor', 'peer', 'centre', 'product'] as const
      : ['centre', 'product', 'peer', 'floor', 'product', 'centre'] as const;
    for (const side of order) {
      const prefix = 7001 + runs++; // national codes of their own on the server
      if (side === 'product' || side === 'centre') {
        const run = await runReplay(page, apiUrl, apiUrl, context.token, { side: 'product', count: intakes, prefix, test: true, photos: 0, centreOpen: side === 'centre' });
        context.clientIds = run.clientIds;
        (side === 'product' ? product : watched).push(run);
        if (side === 'product') productCpu.push(cpu.of('replay:product').at(-1)!);
      } else if (side === 'floor') {
        floorMs.push(await traced(page, `replay-floor-${prefix}`, 'replay:floor', () => page.evaluate(([count, p]) => window.bench.replayFloor(count, p), [intakes, prefix] as const)));
      } else {
        peer.push(await runReplay(page, apiUrl, apiUrl, context.token, { side, count: intakes, prefix, testClientIds: context.clientIds }));
      }
    }
  }
  const seconds = summarize(product.map((x) => x.ms / 1000));
  const peerSeconds = summarize(peer.map((x) => x.ms / 1000));
  const floor = summarize(floorMs.map((ms) => ms / 1000));
  const watchedSeconds = summarize(watched.map((x) => x.ms / 1000));
  const centreRatio = watchedSeconds.median / seconds.median;
  const note = `${deliveryNote('product', product, intakes)}; ${deliveryNote('peer', peer, intakes)}; `
    + `time waiting on HTTP: product ${httpShare(product)}, peer ${httpShare(peer)} (the rest is local bookkeeping in IndexedDB); `
    + `this machine's IndexedDB floor for the same replay (each entry it sends read once and deleted once, each row read once and written once, in the same rounds, `
    + `plain requests, no HTTP): ${floor.median.toFixed(2)} s (${floorMs.map((ms) => (ms / 1000).toFixed(2)).join(', ')}), `
    + `the product ${(seconds.median / floor.median).toFixed(2)}× it; ${cpuNote(productCpu, cpu.of('replay:floor'))}`;
  return [
    judged({
      measure: `Replay ${intakes.toLocaleString('en')} queued intakes with a test each, loopback (time)`, value: round(seconds.median), unit: 's',
      spread: spreadOf(seconds, 's', 2), target: '≤ 2 s',
      comparison: `peer: workbox-background-sync Queue.replayRequests, the same ${(2 * intakes).toLocaleString('en')} requests: ${peerSeconds.median.toFixed(2)} s`,
      ratio: round(seconds.median / peerSeconds.median), note,
      samples: { productMs: product.map((x) => x.ms), peerMs: peer.map((x) => x.ms), floorMs, requests: product.map((x) => x.requests), productCpuMs: productCpu.map(totalCpu), productServerCpuMs: productCpu.map((use) => use.server), floorCpuMs: cpu.of('replay:floor').map(totalCpu) },
    }, { on: seconds.median, target: 2, direction: 'max' }),
    judged({
      measure: `Replay ${intakes.toLocaleString('en')} queued intakes with a test each, loopback, with the sync centre open (time ratio)`,
      value: round(centreRatio), unit: '×', spread: spreadOf(watchedSeconds, 's', 2), target: '≤ 1.25× the replay alone',
      comparison: `the same replay with nothing open, same run: ${seconds.median.toFixed(2)} s; with the centre open: ${watchedSeconds.median.toFixed(2)} s`,
      ratio: round(centreRatio),
      note: `${deliveryNote('with the centre open', watched, intakes)}; open while it replays: the status chip's counts, the sync centre's entries `
        + '(the oldest 50 waiting, every refused and conflicting one, their clients), each re-read at most every 300 ms while the outbox changes, '
        + 'and the outcome toasts\' watch, re-read on every change, as in the app; the React rendering of the screen is not in it',
      samples: { watchedMs: watched.map((x) => x.ms), productMs: product.map((x) => x.ms) },
    }, { on: centreRatio, target: 1.25, direction: 'max' }),
  ];
}

/** "CPU of the median product run: server 1.31 s, …; on 2 cores at least 2.2 s of wall time". */
function cpuNote(product: CpuUse[], floor: CpuUse[]): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const parts = (use: CpuUse) => `server ${seconds(use.server)}, Chromium's browser process (IndexedDB's backend, the network) ${seconds(use.browser)}, `
    + `its renderer ${seconds(use.renderer)}, Chromium's other processes ${seconds(use['chromium other'])}, the rest of the machine ${seconds(use.other)}`;
  const ours = medianCpu(product);
  const bare = medianCpu(floor);
  if (!ours || !bare) return 'CPU per process not measured';
  return `CPU of the median product run (/proc, per process): ${parts(ours.use)}, ${seconds(ours.total)} in all, so on this machine's 2 cores `
    + `no less than ${seconds(ours.total / 2)} of wall time; the floor's: ${parts(bare.use)}, ${seconds(bare.total)} in all`;
}

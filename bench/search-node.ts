// The tablet's search over sealed clients under fake-indexeddb (Node), apart from `npm run bench`:
//   SEARCH_CLIENTS=100000 SEARCH_SAMPLES=200 npx tsx bench/search-node.ts
// fake-indexeddb is JavaScript all through, slower than Chromium's IndexedDB at every step, so its
// figures are an upper bound of the tablet's.
import 'fake-indexeddb/auto';
import { unlockWith } from '../src/db/index';
import { benchSearch } from './page/search';

const count = Number(process.env.SEARCH_CLIENTS ?? 100_000);
const samples = Number(process.env.SEARCH_SAMPLES ?? 200);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

unlockWith(crypto.getRandomValues(new Uint8Array(32)));
const result = await benchSearch(count, samples, () => performance.now(), (done) => {
  if (done % 10_000 === 0) console.error(`seeded ${done}`);
});
const round = (ms: number) => Math.round(ms * 10) / 10;
console.log(JSON.stringify({
  clients: result.count,
  seedSeconds: Math.round(result.seedMs / 1000),
  indexEntries: result.indexEntries,
  firstPageMs: { p50: round(percentile(result.firstPage, 50)), p95: round(percentile(result.firstPage, 95)), max: round(Math.max(...result.firstPage)) },
  partsP95Ms: { keys: round(percentile(result.parts.keys, 95)), rows: round(percentile(result.parts.rows, 95)), count: round(percentile(result.parts.count, 95)) },
  matchesPerPrefix: { p50: percentile(result.totals, 50), max: Math.max(...result.totals) },
  openEveryRowMs: Math.round(result.openAllMs),
}, null, 2));

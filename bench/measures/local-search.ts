// The search box's local read (issue 36 §1) in Chromium: 100,000 sealed clients, a 3-letter name
// prefix, the first page of 6 the box paints, its total counted after (bench/page/search.ts), beside what opening every row
// at unlock would cost (the in-memory index it was chosen over).
import { config } from '../lib/config';
import type { BenchPage } from '../lib/page';
import { judged, spreadOf, type Row } from '../lib/results';
import { round, summarize } from '../lib/stats';

export async function searchRows({ page }: BenchPage): Promise<Row[]> {
  const { clients, samples } = config.search;
  const r = await page.evaluate(([a, b]) => window.bench.benchSearch(a, b), [clients, samples] as const);
  const first = summarize(r.firstPage);
  const matches = summarize(r.totals);
  return [judged({
    measure: `Search box, 3-letter name prefix, first page of 6 painted (its total counted after), ${clients.toLocaleString('en')} sealed clients (p95)`,
    value: round(first.p95), unit: 'ms', spread: spreadOf(first, 'ms', 2), target: '≤ 50 ms p95',
    comparison: `an index kept in memory instead would first open every row at unlock: ${(r.openAllMs / 1000).toFixed(1)} s`,
    note: `seeded in ${(r.seedMs / 1000).toFixed(1)} s; ${r.indexEntries.toLocaleString('en')} index entries; a prefix matched ${matches.median} clients (median); `
      + `the total after the page: p95 ${round(summarize(r.totalAfter).p95)} ms; apart, p95: the 6 newest keys ${round(summarize(r.parts.keys).p95)} ms, their rows opened ${round(summarize(r.parts.rows).p95)} ms, every match counted ${round(summarize(r.parts.count).p95)} ms`,
    samples: { firstPage: first, matches },
  }, { on: first.p95, target: 50, direction: 'max' })];
}

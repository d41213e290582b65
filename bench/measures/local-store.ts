// Intake save, local lookup and pull: the product's db/ modules in Chromium beside their limits.
import { config } from '../lib/config';
import type { BenchPage } from '../lib/page';
import { profiled } from '../lib/profile';
import { judged, spreadOf, type Row } from '../lib/results';
import { round, summarize } from '../lib/stats';

export async function intakeRows({ page }: BenchPage): Promise<Row[]> {
  const { rounds, perRound } = config.intake;
  const r = await page.evaluate(([a, b]) => window.bench.benchIntake(a, b), [rounds, perRound] as const);
  const repo = summarize(r.repository);
  const bare = summarize(r.bare);
  const ratio = repo.median / bare.median;
  const relaxed = summarize(r.relaxed);
  const durability: Row = {
    measure: 'Intake save, strict durability ÷ relaxed (what a save on disk costs)', value: round(repo.median / relaxed.median), unit: '×',
    spread: `strict median ${repo.median.toFixed(2)} ms (p95 ${repo.p95.toFixed(2)}), relaxed median ${relaxed.median.toFixed(2)} ms (p95 ${relaxed.p95.toFixed(2)})`,
    target: 'measured, no target', comparison: 'the same createClient on a database opened with Chromium\'s default durability',
    ratio: round(repo.median / relaxed.median), met: null, shortfall: null, samples: { strict: repo, relaxed },
  };
  return [durability, judged({
    measure: 'Intake save (createClient: record + counter + outbox, one transaction)', value: round(repo.median), unit: 'ms',
    spread: spreadOf(repo, 'ms', 2) + `, p95 ${repo.p95.toFixed(2)} ms`, target: 'ratio ≤ 1.5',
    comparison: `limit: bare Dexie put of the same rows, one transaction: ${bare.median.toFixed(2)} ms (p95 ${bare.p95.toFixed(2)})`,
    ratio: round(ratio), samples: { repository: repo, bare, rounds, perRound },
  }, { on: ratio, target: 1.5, direction: 'max' })];
}

export async function lookupRows({ page }: BenchPage): Promise<Row[]> {
  const { clients, samples } = config.lookup;
  const r = await page.evaluate(([a, b]) => window.bench.benchLookup(a, b), [clients, samples] as const);
  const look = summarize(r.lookupRepository);
  const lookBare = summarize(r.lookupBare);
  const pageRepo = summarize(r.pageRepository);
  const pageBare = summarize(r.pageBare);
  const paint = summarize(r.pagePaint);
  const note = `${clients.toLocaleString('en')} clients seeded in ${(r.seedMs / 1000).toFixed(1)} s; the list total shown: ${r.totalShown}`;
  return [
    judged({
      measure: `National-code lookup, ${clients.toLocaleString('en')} clients (p95)`, value: round(look.p95), unit: 'ms',
      spread: spreadOf(look, 'ms', 2), target: '≤ 2 ms p95',
      comparison: `limit: bare indexed where().equals().first(): p95 ${lookBare.p95.toFixed(2)} ms`, ratio: round(look.p95 / lookBare.p95), note,
      samples: { repository: look, bare: lookBare },
    }, { on: look.p95, target: 2, direction: 'max' }),
    judged({
      measure: `Page of 6 with its total, query then painted, ${clients.toLocaleString('en')} clients (p95)`, value: round(paint.p95), unit: 'ms',
      spread: spreadOf(paint, 'ms', 2), target: '≤ 50 ms to paint',
      comparison: `query alone: clientPage p95 ${pageRepo.p95.toFixed(2)} ms; limit: bare indexed page query (no total) p95 ${pageBare.p95.toFixed(2)} ms`,
      ratio: round(pageRepo.p95 / pageBare.p95),
      note: 'paint = clientPage + 6 rows into the DOM + the next frame; ratio = clientPage vs the bare query (p95)',
      samples: { paint, repository: pageRepo, bare: pageBare },
    }, { on: paint.p95, target: 50, direction: 'max' }),
  ];
}

export async function pullRows({ page }: BenchPage): Promise<Row[]> {
  const { changes, rounds } = config.pull;
  const rows: Row[] = [];
  for (const held of [false, true]) {
    const r = await profiled(page, `pull-${held ? 'holding' : 'empty'}`, () => page.evaluate(([a, b, c]) => window.bench.benchPull(a, b, c), [changes, rounds, held] as const));
    const rate = (ms: number[]) => summarize(ms.map((m) => changes / (m / 1000)));
    const apply = rate(r.applyMs);
    const bulk = rate(r.bulkPutMs);
    const ratio = apply.median / bulk.median;
    const tablet = held ? 'into a tablet holding the rows (their next version)' : 'into an empty tablet';
    rows.push(judged({
      measure: `Pull: apply ${changes.toLocaleString('en')} server changes ${tablet} (pages of 200)`, value: Math.round(apply.median), unit: 'changes/s',
      spread: spreadOf(apply, '/s', 0), target: '≥ 0.8× bare bulkPut',
      comparison: `limit: bare bulkPut of the same rows, same pages: ${Math.round(bulk.median)} rows/s`, ratio: round(ratio),
      note: `applied ${r.applied} of ${changes}; whole pull ${(summarize(r.applyMs).median / 1000).toFixed(2)} s`,
      samples: { applyMs: r.applyMs, bulkPutMs: r.bulkPutMs },
    }, { on: ratio, target: 0.8, direction: 'min' }));
  }
  return rows;
}

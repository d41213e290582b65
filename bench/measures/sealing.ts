// The cost of sealing at rest, sealed vs plain in one page run (bench/page/sealing.ts).
import { config } from '../lib/config';
import type { BenchPage } from '../lib/page';
import { judged, spreadOf, type Row } from '../lib/results';
import { round, summarize } from '../lib/stats';

export async function sealingRows({ page }: BenchPage): Promise<Row[]> {
  const { rounds, perRound, clients, photoBytes } = config.sealing;
  const r = await page.evaluate(([a, b, c, d]) => window.bench.benchSealing(a, b, c, d), [rounds, perRound, clients, photoBytes] as const);
  const of = (name: keyof typeof r & ('save' | 'lookup' | 'page' | 'photo')) => ({ sealed: summarize(r[name].sealed), plain: summarize(r[name].plain) });
  const save = of('save');
  const lookup = of('lookup');
  const pageOf6 = of('page');
  const photo = of('photo');
  const among = `${clients.toLocaleString('en')} clients (seeded in ${(r.seedMs / 1000).toFixed(1)} s, both databases)`;
  return [
    judged({
      measure: 'Intake save, sealed (createClient on a sealing database)', value: round(save.sealed.median), unit: 'ms',
      spread: spreadOf(save.sealed, 'ms', 2), target: 'ratio ≤ 1.5', ratio: round(save.sealed.median / save.plain.median),
      comparison: `the same save unsealed: ${save.plain.median.toFixed(2)} ms`, samples: save,
    }, { on: save.sealed.median / save.plain.median, target: 1.5, direction: 'max' }),
    judged({
      measure: `National-code lookup, sealed, ${among} (p95)`, value: round(lookup.sealed.p95), unit: 'ms',
      spread: spreadOf(lookup.sealed, 'ms', 2), target: '≤ 2 ms p95', ratio: round(lookup.sealed.p95 / lookup.plain.p95),
      comparison: `unsealed p95 ${lookup.plain.p95.toFixed(2)} ms`, samples: lookup,
    }, { on: lookup.sealed.p95, target: 2, direction: 'max' }),
    judged({
      measure: `Page of 6 with its total, sealed, ${among} (p95, query only)`, value: round(pageOf6.sealed.p95), unit: 'ms',
      spread: spreadOf(pageOf6.sealed, 'ms', 2), target: '≤ 50 ms p95', ratio: round(pageOf6.sealed.p95 / pageOf6.plain.p95),
      comparison: `unsealed p95 ${pageOf6.plain.p95.toFixed(2)} ms`, samples: pageOf6,
    }, { on: pageOf6.sealed.p95, target: 50, direction: 'max' }),
    judged({
      measure: `Document photo save, sealed (${Math.round(photoBytes / 1000)} KB, as kept of a 12 MP photo)`, value: round(photo.sealed.median), unit: 'ms',
      spread: spreadOf(photo.sealed, 'ms', 2), target: 'ratio ≤ 1.2', ratio: round(photo.sealed.median / photo.plain.median),
      comparison: `unsealed ${photo.plain.median.toFixed(2)} ms; the photo's decode and re-encode (bench "photo") is not in either`, samples: photo,
    }, { on: photo.sealed.median / photo.plain.median, target: 1.2, direction: 'max' }),
  ];
}

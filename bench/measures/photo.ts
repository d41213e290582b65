// Photo: a 12 MP JPEG made in the page to the stored photo, product vs limit vs peer.
import { config } from '../lib/config';
import type { BenchPage } from '../lib/page';
import { judged, notMeasured, spreadOf, type Row } from '../lib/results';
import { round, summarize } from '../lib/stats';

export async function photoRows({ page }: BenchPage): Promise<Row[]> {
  const r = await page.evaluate((rounds) => window.bench.benchPhoto(rounds), config.photo.rounds);
  const bare = summarize(r.bare.ms);
  const peer = summarize(r.peer.ms);
  const kb = (bytes: number[]) => Math.round(summarize(bytes).median / 1000);
  const beside = `limit: bare createImageBitmap + OffscreenCanvas scale + put ${bare.median.toFixed(0)} ms, ${kb(r.bare.bytes)} KB; `
    + `peer: browser-image-compression ${peer.median.toFixed(0)} ms, ${kb(r.peer.bytes)} KB${r.peer.error ? ` (error: ${r.peer.error})` : ''}`;
  const source = `source: ${(r.sourceBytes / 1e6).toFixed(1)} MB 4000×3000 JPEG made in the page; all three end with the bytes in Dexie`;
  if (r.product.ms.length === 0) {
    const why = r.product.error ?? 'the product pipeline produced nothing';
    return [
      notMeasured('Photo: 12 MP JPEG → stored photo (time)', '≤ 1.3× the bare scale', beside, why),
      notMeasured('Photo: stored bytes', '≤ 350 KB', `limit ${kb(r.bare.bytes)} KB; peer ${kb(r.peer.bytes)} KB`, why),
    ];
  }
  const product = summarize(r.product.ms);
  const bytes = summarize(r.product.bytes);
  const ratio = product.median / bare.median;
  return [
    judged({
      measure: 'Photo: 12 MP JPEG → stored photo (time)', value: Math.round(product.median), unit: 'ms', spread: spreadOf(product, 'ms', 0),
      target: '≤ 1.3× the bare scale', comparison: beside, ratio: round(ratio), note: `ui/compress-photo (photo + ${kb(r.product.thumbnailBytes)} KB thumbnail, a second encode the limit does not do) + addDocument; ${source}`,
      samples: { product, bare, peer },
    }, { on: ratio, target: 1.3, direction: 'max' }),
    judged({
      measure: 'Photo: stored bytes', value: Math.round(bytes.median / 1000), unit: 'KB', target: '≤ 350 KB',
      comparison: `limit ${kb(r.bare.bytes)} KB; peer ${kb(r.peer.bytes)} KB`, ratio: round(bytes.median / summarize(r.bare.bytes).median),
    }, { on: bytes.median / 1000, target: 350, direction: 'max' }),
  ];
}

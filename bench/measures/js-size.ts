// JS size: the gzip bytes of every script the first route (landing, then sign-in) loads in
// Chromium, and of the whole app's scripts. Sizes are deterministic: one pass is enough.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../../tests/e2e/browser';
import { judged, type Row } from '../lib/results';
import { round } from '../lib/stats';

const gzipKiB = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

export async function jsSizeRows(origin: string, site: string): Promise<Row[]> {
  const browser = await launchBrowser();
  const scripts = new Set<string>();
  browser.page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && url.pathname.endsWith('.js') && url.pathname !== '/sw.js') scripts.add(url.pathname);
  });
  try {
    await browser.page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await browser.page.goto(`${origin}/login/reception`, { waitUntil: 'networkidle' });
  } finally {
    await browser.close();
  }
  const sizes = [...scripts].map((path) => ({ path, kib: gzipKiB(join(site, path)) })).sort((a, b) => b.kib - a.kib);
  const first = sizes.reduce((sum, s) => sum + s.kib, 0);
  const largest = sizes.slice(0, 6).map((s) => `${s.path.replace('/assets/', '')} ${s.kib.toFixed(1)}`).join(', ');
  const assets = readdirSync(join(site, 'assets')).filter((f) => f.endsWith('.js'));
  const allSizes = assets.map((f) => ({ f, kib: gzipKiB(join(site, 'assets', f)) })).sort((a, b) => b.kib - a.kib);
  const all = allSizes.reduce((sum, s) => sum + s.kib, 0);
  const allLargest = allSizes.slice(0, 6).map((s) => `${s.f} ${s.kib.toFixed(1)}`).join(', ');
  const sw = gzipKiB(join(site, 'sw.js'));
  return [
    judged({
      measure: 'JS size, first route (landing + sign-in), gzip', value: round(first, 1), unit: 'KiB', target: '≤ 100 KiB',
      comparison: '— (budget)', note: `${scripts.size} scripts; largest (KiB gzip): ${largest}`,
    }, { on: first, target: 100, direction: 'max' }),
    judged({
      measure: 'JS size, whole app, gzip', value: round(all, 1), unit: 'KiB', target: '≤ 350 KiB', comparison: '— (budget)',
      note: `${assets.length} chunks under assets/, largest (KiB gzip): ${allLargest}; the service worker adds ${sw.toFixed(1)} KiB`,
    }, { on: all, target: 350, direction: 'max' }),
  ];
}

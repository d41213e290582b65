// Measures the first route's JavaScript (gzip): serves dist/ on loopback, opens '/' and then
// '/login/reception' in Debian's Chromium, and sums the gzip size of every .js file the page
// asked for. Run after a build: node scripts/measure-first-route.mjs
import { createServer } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const dist = 'dist';
const types = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.png': 'image/png', '.webmanifest': 'application/manifest+json' };
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  let file = join(dist, path);
  if (!existsSync(file) || path === '/') file = join(dist, 'index.html');
  res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const profile = mkdtempSync(join(tmpdir(), 'measure-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = context.pages()[0] ?? (await context.newPage());
const scripts = new Set();
page.on('request', (request) => {
  const url = new URL(request.url());
  if (url.origin === origin && url.pathname.endsWith('.js') && url.pathname !== '/sw.js') scripts.add(url.pathname);
});
const report = {};
for (const path of ['/', '/login/reception']) {
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  const bytes = [...scripts].reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);
  report[path] = { files: scripts.size, gzipKiB: Math.round((bytes / 1024) * 10) / 10 };
}
await context.close();
rmSync(profile, { recursive: true, force: true });
server.close();
console.log(JSON.stringify(report, null, 2));
console.log('modules in the first route:', [...scripts].sort().join(' '));

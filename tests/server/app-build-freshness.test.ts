// `npm start` builds the app only when dist/ is missing or older than its sources (a build
// takes about 25 s, too long for every start). The freshness rule on a project folder whose files carry chosen
// modification times.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { buildIsFresh, buildStamp, newestSourceTime } from '../../server/app-build/build-freshness';

let root: string;
const minute = 60_000;
// An hour ago, so that a change made now is newer than every chosen time.
const t0 = Math.floor((Date.now() - 60 * minute) / 1000) * 1000; // whole seconds: utimes rounds

/** A file (its folders created) with the given modification time; folders get it too. */
function put(path: string, at: number, text = 'x') {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, text);
  for (let p = full; p.startsWith(root) && p !== root; p = dirname(p)) utimesSync(p, new Date(at), new Date(at));
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'app-build-'));
  put('src/main.tsx', t0);
  put('src/features/clients/client-list.tsx', t0);
  put('sw/sw.ts', t0);
  put('public/favicon.svg', t0);
  put('index.html', t0);
  put('vite.config.ts', t0);
  put('package-lock.json', t0);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('is the build fresh', () => {
  test('no dist/: build', () => {
    expect(buildIsFresh(root)).toBe(false);
  });

  test('a stamped build started after every source: fresh; any source saved later: stale', () => {
    put(`dist/${buildStamp}`, t0 + minute);
    put('dist/index.html', t0 + 2 * minute);
    expect(buildIsFresh(root)).toBe(true);
    for (const source of ['src/features/clients/client-list.tsx', 'sw/sw.ts', 'public/favicon.svg', 'index.html', 'vite.config.ts', 'package-lock.json']) {
      put(source, t0 + 3 * minute);
      expect(buildIsFresh(root), source).toBe(false);
      put(source, t0);
      expect(buildIsFresh(root), source).toBe(true);
    }
  });

  test('a source saved while the build ran (after its start) makes it stale', () => {
    put(`dist/${buildStamp}`, t0 + minute);
    put('src/main.tsx', t0 + minute + 10_000);
    expect(buildIsFresh(root)).toBe(false);
  });

  test('a deleted source (its folder changed) and a new one make it stale', () => {
    put(`dist/${buildStamp}`, t0 + minute);
    rmSync(join(root, 'src/features/clients/client-list.tsx'));
    expect(buildIsFresh(root)).toBe(false); // the folder's mtime is now
    utimesSync(join(root, 'src/features/clients'), new Date(t0), new Date(t0));
    expect(buildIsFresh(root)).toBe(true);
    writeFileSync(join(root, 'src/new-route.tsx'), 'x');
    expect(buildIsFresh(root)).toBe(false);
  });

  test('a plain `vite build` (no stamp) counts from the older of index.html and sw.js; half of one is stale', () => {
    put('dist/index.html', t0 + minute);
    expect(buildIsFresh(root)).toBe(false); // no service worker: the build did not finish
    put('dist/sw.js', t0 + 2 * minute);
    expect(buildIsFresh(root)).toBe(true);
    put('src/main.tsx', t0 + minute + 1);
    expect(buildIsFresh(root)).toBe(false);
  });

  test('the newest source time covers only the sources that exist', () => {
    rmSync(join(root, 'public'), { recursive: true });
    expect(newestSourceTime(root)).toBe(t0);
    put('README.md', t0 + 5 * minute); // not a build input
    expect(newestSourceTime(root)).toBe(t0);
  });
});

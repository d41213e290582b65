// Two `npm start` in one folder must not race on dist/ (one would serve a blank landing page and
// CSS as text, read while the other's build rewrites it): the build step writes beside dist/
// and renames into place. Real processes (app-build-child.ts, a quick fake build in place of
// vite's) build at once while this test reads dist/ as a server would.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { buildStamp } from '../../server/app-build/build-freshness';

const assetCount = 30;
let parent: string;
let root: string;
let dist: string;

/** The starts still running when a test ends (it failed): stopped before their folder goes. */
const running = new Set<ChildProcess>();

interface ChildResult { code: number | null; result?: 'fresh' | 'built'; stderr: string }

function runStart(name: string, siblings: string[]): Promise<ChildResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve('tests/server/app-build-child.ts'), root, name, siblings.join(','), String(assetCount)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let out = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => { out += chunk.toString(); });
  child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  return new Promise((done) => child.once('exit', (code) => {
    running.delete(child);
    const line = out.split('\n').find((l) => l.startsWith('{'));
    done({ code, stderr, result: line ? (JSON.parse(line) as { result: 'fresh' | 'built' }).result : undefined });
  }));
}

/** A dist/ as a server reads it: every file's builder, or why the read does not count. */
function readDist(): { builders: Set<string>; files: string[] } | 'missing' | 'swapped' {
  const before = statSync(dist, { throwIfNoEntry: false });
  if (!before) return 'missing';
  try {
    const files = [...readdirSync(join(dist, 'assets')).map((n) => `assets/${n}`), ...readdirSync(dist).filter((n) => n !== 'assets')];
    const builders = new Set(files.filter((f) => f !== buildStamp).map((f) => /(?:<!--|\/\/) (\w+)/.exec(readFileSync(join(dist, f), 'utf8'))?.[1] ?? '?'));
    // A rename between the first look and the last read mixes two builds in what we read, not on disk.
    return statSync(dist).ino === before.ino ? { builders, files } : 'swapped';
  } catch {
    return 'swapped';
  }
}

const complete = (files: string[]) =>
  files.includes('index.html') && files.includes('sw.js') && files.filter((f) => f.startsWith('assets/chunk-')).length === assetCount;

beforeEach(() => {
  parent = mkdtempSync(join(tmpdir(), 'app-build-race-'));
  root = join(parent, 'project');
  dist = join(root, 'dist');
  const hourAgo = new Date(Date.now() - 3_600_000);
  mkdirSync(join(root, 'src'), { recursive: true });
  writeFileSync(join(root, 'src', 'main.tsx'), 'x');
  writeFileSync(join(root, 'index.html'), 'x');
  // Yesterday's complete build, older than the sources.
  mkdirSync(join(dist, 'assets'), { recursive: true });
  for (let i = 0; i < assetCount; i += 1) writeFileSync(join(dist, 'assets', `chunk-${i}.js`), '// old\n');
  writeFileSync(join(dist, 'index.html'), '<!-- old -->');
  writeFileSync(join(dist, 'sw.js'), '// old\n');
  const yesterday = new Date(Date.now() - 86_400_000);
  writeFileSync(join(dist, buildStamp), '');
  utimesSync(join(dist, buildStamp), yesterday, yesterday);
  for (const path of ['src/main.tsx', 'src', 'index.html']) utimesSync(join(root, path), hourAgo, hourAgo);
});
afterEach(async () => {
  await Promise.all([...running].map((child) => new Promise((done) => {
    child.once('exit', done);
    child.kill('SIGKILL');
  })));
  rmSync(parent, { recursive: true, force: true });
});

describe('npm start: the build step', { timeout: 60_000 }, () => {
  test('two starts at once: a reader of dist/ never sees a half-written or mixed build; it ends complete, nothing left beside it', async () => {
    // What a killed build left: its process is gone, the next build sweeps it.
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((done) => dead.once('exit', done));
    mkdirSync(join(root, `dist.building-${dead.pid}-0badf00d`));

    const starts = Promise.all([runStart('a', ['a', 'b']), runStart('b', ['a', 'b'])]);
    let finished = false;
    void starts.finally(() => { finished = true; });
    const seen = new Set<string>();
    let reads = 0;
    let missing = 0;
    while (!finished) {
      const read = readDist();
      if (read === 'missing') missing += 1;
      else if (read !== 'swapped') {
        reads += 1;
        expect(read.builders.size, [...read.builders].join()).toBe(1);
        expect(complete(read.files), read.files.join()).toBe(true);
        seen.add([...read.builders][0]!);
      }
      await new Promise((done) => setTimeout(done, 1));
    }
    const [a, b] = await starts;
    expect([a, b].map((r) => [r.code, r.result])).toEqual([[0, 'built'], [0, 'built']]);

    const last = readDist();
    if (typeof last === 'string') throw new Error(`dist/ ${last} after both builds`);
    expect(complete(last.files)).toBe(true);
    expect([...last.builders]).toHaveLength(1);
    expect(['a', 'b']).toContain([...last.builders][0]);
    expect(readdirSync(root).filter((name) => name.startsWith('dist')).sort()).toEqual(['dist']);
    expect(seen.has('old')).toBe(true); // the reads began on yesterday's build …
    expect(reads).toBeGreaterThan(20);
    console.log(`[app-build race] ${reads} complete reads (${[...seen].join(', ')}), dist/ missing in ${missing} between two renames`);
  });

  test('a second start serves the build as it is; a source saved after it makes the next start build', async () => {
    expect((await runStart('a', ['a'])).result).toBe('built');
    expect(statSync(join(dist, buildStamp)).mtimeMs).toBeGreaterThan(Date.now() - 60_000);
    expect((await runStart('b', ['b'])).result).toBe('fresh');
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe('<!-- a -->');
    writeFileSync(join(root, 'src', 'main.tsx'), 'y');
    expect((await runStart('c', ['c'])).result).toBe('built');
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe('<!-- c -->');
  });
});

// The service measures: `npm start` of an unpacked release (a built folder, an existing
// PGlite data folder) to the first 200 of /api/v1/health/ready, beside starting the
// server's sources through tsx; and the release archive's size.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startRelease, unpackedRelease } from '../../tests/server/release-process';
import { judged, spreadOf, type Row } from '../lib/results';
import { round, summarize } from '../lib/stats';

const rounds = process.env.BENCH_QUICK === '1' ? 2 : 5;

function sizeOf(path: string): number {
  const stat = statSync(path);
  return stat.isDirectory() ? readdirSync(path).reduce((sum, name) => sum + sizeOf(join(path, name)), 0) : stat.size;
}

async function untilReady(url: string): Promise<void> {
  for (;;) {
    const answer = await fetch(`${url}/api/v1/health/ready`).catch(() => undefined);
    if (answer?.status === 200) return;
    await new Promise((done) => setTimeout(done, 20));
  }
}

/** ms from spawn to ready, then a SIGTERM and its exit. */
async function startToReady(folder: string, command: string[], env: Record<string, string>): Promise<number> {
  const began = performance.now();
  const server = await startRelease(folder, command, env);
  await untilReady(server.url);
  const ms = performance.now() - began;
  server.signal('SIGTERM');
  await server.exited;
  return ms;
}

/** The peer start: `tsx server/main.ts` over the sources, after the build check. */
function tsxStart(dataDir: string): Promise<number> {
  return new Promise((done, fail) => {
    const began = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', resolve('server/main.ts')], { env: { ...process.env, PORT: '0', DATA_DIR: dataDir, STATIC_DIR: '' }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /"event":"listening","url":"([^"]+)"/.exec(out)?.[1];
      if (!url || out === '') return;
      out = '';
      void untilReady(url).then(() => {
        const ms = performance.now() - began;
        child.once('exit', () => done(ms));
        child.kill('SIGTERM');
      }, fail);
    });
  });
}

export async function serviceRows(): Promise<Row[]> {
  const release = unpackedRelease();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-service-'));
  try {
    const env = { DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-admin-1234' };
    await startToReady(release.folder, [process.execPath, 'scripts/start.mjs'], env); // creates the data folder
    const npmStart: number[] = [];
    const former: number[] = [];
    for (let i = 0; i < rounds; i += 1) {
      npmStart.push(await startToReady(release.folder, ['npm', '--silent', 'start'], env));
      former.push(await tsxStart(dataDir));
    }
    const ours = summarize(npmStart);
    const theirs = summarize(former);
    const archiveMb = statSync(release.archive).size / 1e6;
    const unpackedMb = sizeOf(release.folder) / 1e6;
    return [
      judged({
        measure: 'Start of a built folder to ready (npm start of the release, PGlite)', value: round(ours.median, 0), unit: 'ms', spread: spreadOf(ours, 'ms', 0),
        target: '≤ 2000 ms', comparison: `before: tsx server/main.ts ${round(theirs.median, 0)} ms (median)`, ratio: round(ours.median / theirs.median, 2),
        note: 'from spawn to the first 200 of /api/v1/health/ready, on a data folder that exists; npm itself is part of it',
      }, { on: ours.median, target: 2000, direction: 'max' }),
      judged({
        measure: 'Release archive size (npm run release)', value: round(archiveMb, 1), unit: 'MB', target: '≤ 150 MB', comparison: '— (budget)',
        note: `${round(unpackedMb, 1)} MB unpacked (the app, the compiled server, production node_modules)`,
      }, { on: archiveMb, target: 150, direction: 'max' }),
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(release.parent, { recursive: true, force: true });
  }
}

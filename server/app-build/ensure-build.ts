// `npm start` before the server: builds the app only when dist/ is missing or older than its
// sources, and then atomically (atomic-build.ts).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildAtomically, type BuildInto } from './atomic-build';
import { buildIsFresh } from './build-freshness';

/** `vite build` of the project at `root` into `outDir`. */
export function viteBuild(root: string): BuildInto {
  return (outDir) => new Promise((resolve, reject) => {
    const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
    // Its output goes to stderr: stdout carries only the server's JSON log lines.
    // NODE_ENV=production whatever the caller's: under NODE_ENV=test or development Vite builds
    // React's development bundle and an app whose service worker is never registered.
    const env = { ...process.env, NODE_ENV: 'production' };
    const child = spawn(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir'], { cwd: root, env, stdio: ['ignore', 2, 2] });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`vite build failed (${signal ?? `exit ${code}`})`));
    });
  });
}

export interface EnsureBuildOptions {
  root: string;
  distDir?: string;
  build?: BuildInto;
  log?: (line: string) => void;
}

export async function ensureFreshBuild({ root, distDir = join(root, 'dist'), build = viteBuild(root), log = () => {} }: EnsureBuildOptions): Promise<'fresh' | 'built'> {
  if (buildIsFresh(root, distDir)) {
    log('dist/ is newer than the sources: serving it as built');
    return 'fresh';
  }
  log('dist/ is missing or older than the sources: building the app');
  const startedAt = Date.now();
  await buildAtomically(distDir, build, startedAt);
  log(`built in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  return 'built';
}

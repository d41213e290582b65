// Whether dist/ still holds a build of the sources: `npm start` builds the app only when it does
// not (a build takes about 25 s on the clinic's machines). Times are file modification times.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the build reads, relative to the project root (those that exist count). */
export const buildSources = [
  'src', 'sw', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json',
];

/** Written last into a build by buildAtomically, its mtime set to when that build started. */
export const buildStamp = '.build-started';

/** The newest modification under the sources. Folders count too: a deleted file changes its folder. */
export function newestSourceTime(root: string, sources: readonly string[] = buildSources): number {
  let newest = 0;
  const visit = (path: string) => {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) return;
    newest = Math.max(newest, stat.mtimeMs);
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  for (const source of sources) visit(join(root, source));
  return newest;
}

/** When the build in `distDir` started; undefined when there is no complete build there. A build
 * by `vite build` alone (the test command) has no stamp: it counts from the older of its
 * index.html and sw.js, the service worker being written last. */
export function builtAt(distDir: string): number | undefined {
  const stamp = statSync(join(distDir, buildStamp), { throwIfNoEntry: false });
  if (stamp) return stamp.mtimeMs;
  const page = statSync(join(distDir, 'index.html'), { throwIfNoEntry: false });
  const worker = statSync(join(distDir, 'sw.js'), { throwIfNoEntry: false });
  return page && worker ? Math.min(page.mtimeMs, worker.mtimeMs) : undefined;
}

export function buildIsFresh(root: string, distDir = join(root, 'dist'), sources: readonly string[] = buildSources): boolean {
  if (!existsSync(distDir)) return false;
  const built = builtAt(distDir);
  return built !== undefined && built >= newestSourceTime(root, sources);
}

// The compiled server in build/server/, rebuilt from the sources only when they are here (a
// release has none) and newer than it. Plain JavaScript: it runs before anything is compiled.
// Built beside build/server/ and renamed into place, so a second start never reads half a build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the server's build reads (server/ imports only src/domain/ from src/). */
const sources = ['server', 'src/domain', 'package.json', 'package-lock.json', 'vite.server.config.ts', 'tsconfig.json'];
const stamp = '.build-started';

function newest(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

export const serverOutDir = (root) => join(root, 'build', 'server');

export function serverBuildIsFresh(root) {
  const built = statSync(join(serverOutDir(root), stamp), { throwIfNoEntry: false });
  return built !== undefined && built.mtimeMs >= Math.max(...sources.map((source) => newest(join(root, source))));
}

/** Builds when needed; returns 'release' (no sources), 'fresh' or 'built'. Vite's output goes to stderr. */
export function ensureServerBuild(root, log) {
  if (!existsSync(join(root, 'server', 'main.ts'))) return 'release';
  if (serverBuildIsFresh(root)) return 'fresh';
  const startedAt = new Date();
  const out = serverOutDir(root);
  const building = `${out}.building-${process.pid}`;
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--config', 'vite.server.config.ts', '--logLevel', 'warn'], {
    cwd: root, stdio: ['ignore', 2, 2], env: { ...process.env, NODE_ENV: 'production', SERVER_OUT_DIR: building },
  });
  if (result.status !== 0) {
    rmSync(building, { recursive: true, force: true });
    throw new Error(`the server's build failed (${result.signal ?? `exit ${result.status}`})`);
  }
  // The stamp carries the build's start: a source saved while it ran is newer, so the next start builds again.
  writeFileSync(join(building, stamp), `${startedAt.toISOString()}\n`);
  utimesSync(join(building, stamp), startedAt, startedAt);
  moveIntoPlace(building, out);
  log('server-built', { ms: Date.now() - startedAt.getTime() });
  return 'built';
}

/** rename() replaces only a missing or empty folder: the old build is moved aside first. Another
 *  start building at the same moment may put its own in between: then try again. */
function moveIntoPlace(building, out) {
  const aside = `${out}.old-${process.pid}`;
  try {
    for (let attempt = 1; ; attempt += 1) {
      if (existsSync(out)) {
        try {
          renameSync(out, aside);
        } catch (error) {
          if (error.code !== 'ENOENT') throw error; // the other start moved it first
        }
      }
      try {
        renameSync(building, out);
        return;
      } catch (error) {
        if (!['ENOTEMPTY', 'EEXIST'].includes(error.code) || attempt >= 10) throw error;
        rmSync(aside, { recursive: true, force: true });
      }
    }
  } finally {
    rmSync(aside, { recursive: true, force: true });
  }
}

/** One JSON line on stdout, as the server's own log writes them (server/observe/log.ts). */
export function logLine(event, fields = {}) {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'info', event, ...fields })}\n`);
}

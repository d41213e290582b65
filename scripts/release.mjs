// `npm run release [-- --out FOLDER]`: one archive, release/clinic-stations-VERSION.tar.gz, that
// runs with only Node on a machine with no registry: the built app (dist/), the compiled server
// (build/server/), the migrations, the commands, the systemd unit, and the production
// dependencies copied from node_modules as package-lock.json lists them (every package not
// marked dev; a platform's optional binary when it is installed here). No TypeScript, no vite.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureServerBuild, logLine } from './server-build.mjs';

const root = resolve(import.meta.dirname, '..');
const outAt = process.argv.indexOf('--out');
const outDir = resolve(outAt > 0 ? process.argv[outAt + 1] : join(root, 'release'));
const { name, version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

ensureServerBuild(root, logLine);
// The app, built when older than its sources (the same rule as npm start's).
const appBuild = spawnSync(process.execPath, [join(root, 'build', 'server', 'app-build', 'main.js')], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
if (appBuild.status !== 0) process.exit(appBuild.status ?? 1);

const what = ['dist', 'build/server', 'server/migrations', 'scripts/start.mjs', 'scripts/cli.mjs', 'scripts/server-build.mjs',
  'deploy', 'package.json', 'package-lock.json', 'README.md'];

/** node_modules/… paths of the production dependencies, from the lockfile. */
function productionPackages() {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  return Object.entries(lock.packages)
    // devOptional: a dev dependency that production has only as an optional peer (typescript).
    .filter(([path, entry]) => path.startsWith('node_modules/') && !entry.dev && !entry.devOptional && !entry.link)
    // A nested package travels with the one holding it.
    .filter(([path]) => !path.slice('node_modules/'.length).includes('/node_modules/'))
    .map(([path, entry]) => ({ path, optional: Boolean(entry.optional) }));
}

mkdirSync(outDir, { recursive: true });
const staging = mkdtempSync(join(outDir, '.staging-'));
const top = `${name}-${version}`;
try {
  for (const path of what) if (existsSync(join(root, path))) cpSync(join(root, path), join(staging, top, path), { recursive: true });
  for (const { path, optional } of productionPackages()) {
    if (!existsSync(join(root, path))) {
      if (optional) continue; // another platform's binary
      throw new Error(`${path} is in the lockfile but not installed: run npm ci first`);
    }
    cpSync(join(root, path), join(staging, top, path), { recursive: true, filter: (source) => !source.endsWith('/.bin') });
  }
  const archive = join(outDir, `${top}.tar.gz`);
  const tar = spawnSync('tar', ['-czf', archive, '-C', staging, top], { stdio: ['ignore', 2, 2] });
  if (tar.status !== 0) throw new Error(`tar failed (exit ${tar.status})`);
  logLine('release-written', { archive, bytes: statSync(archive).size });
} finally {
  rmSync(staging, { recursive: true, force: true });
}

// npm run bench: builds the app and the bench page, puts them side by side in bench/.work/site
// (served by the real server), then runs bench/main.ts with tsx. Never part of npm test.
// BENCH_QUICK=1: a short smoke run (written under bench/.work/). BENCH_ONLY=intake,lookup,…:
// only those measures. BENCH_SKIP_BUILD=1: copy dist/ as it is instead of building.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync, statSync } from 'node:fs';

function run(label, cmd, args, env = {}) {
  console.log(`▶ ${label}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`✗ ${label} failed (${result.status})`);
    process.exit(result.status ?? 1);
  }
}

// A full run replaces the committed RESULTS.md: without a PostgreSQL server its PostgreSQL rows
// would be written there as "not measured", so it does not start (partial and quick runs may).
// As bench/lib/report.ts tells a full run from a partial one (config.quick, BENCH_ONLY).
const full = process.env.BENCH_QUICK !== '1' && !process.env.BENCH_ONLY;
if (full && !process.env.BENCH_DATABASE_URL && !process.env.DATABASE_URL) {
  console.error('✗ a full run measures the server on PostgreSQL too: set BENCH_DATABASE_URL to a server the bench may create databases on, e.g. BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (or run BENCH_ONLY=… for some measures)');
  process.exit(2);
}

const started = Date.now();
// The bench's own tools (bench/package.json: Lighthouse) live in bench/node_modules, apart from the
// app's install: installed here from bench/package-lock.json when missing or older than the lock.
const installed = 'bench/node_modules/.package-lock.json';
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync('bench/package-lock.json').mtimeMs) {
  run('install the bench\'s tools', 'npm', ['ci', '--prefix', 'bench', '--no-audit', '--no-fund']);
}
run('check the bench\'s tools', 'node_modules/.bin/vitest', ['run', '--project', 'bench']);
rmSync('bench/.work/site', { recursive: true, force: true });
if (process.env.BENCH_SKIP_BUILD === '1' && existsSync('dist/index.html')) {
  cpSync('dist', 'bench/.work/site', { recursive: true });
} else {
  // Built into the bench's own folder: teammates building dist/ at the same time cannot race it.
  run('build the app', 'node_modules/.bin/vite', ['build', '--logLevel', 'warn', '--outDir', 'bench/.work/site', '--emptyOutDir']);
}
run('build the bench page', 'node_modules/.bin/vite', ['build', '-c', 'bench/page/vite.config.ts']);
console.log(`builds: ${Math.round((Date.now() - started) / 1000)} s`);
run('measure', 'node_modules/.bin/tsx', ['bench/main.ts'], { BENCH_STARTED_MS: String(started) });
console.log(`npm run bench: ${Math.round((Date.now() - started) / 1000)} s in all`);

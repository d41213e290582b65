// The README's test command: lint, typecheck, build, then every vitest suite: unit and e2e in
// Chromium in front; beside them at low priority the server suites on PostgreSQL
// (TEST_DATABASE_URL; without it that pass counts as failed, never as skipped), then the server
// suites on PGlite and the sync suite.
// Prints one last line: "N passed, N failed", counted over every check and test.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, existsSync } from 'node:fs';

const bin = (name) => `node_modules/.bin/${name}`;
let passed = 0;
let failed = 0;

function step(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const run = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return run.status === 0;
}

function check(label, cmd, args) {
  if (step(label, cmd, args)) passed += 1;
  else { failed += 1; console.log(`✗ ${label} failed`); }
}

const vitestArgs = (projects, outFile) =>
  ['run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${outFile}`];

/** Adds a finished vitest run's counts (`ok`: its exit status was 0). */
function count(label, outFile, ok) {
  if (!existsSync(outFile)) { failed += 1; console.log(`✗ ${label}: no results`); return; }
  const report = JSON.parse(readFileSync(outFile, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A suite that failed to load has no tests in it but must still count.
  const brokenFiles = report.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
  failed += brokenFiles;
  if (!ok && report.numFailedTests === 0 && brokenFiles === 0) failed += 1;
}

function vitest(label, projects, outFile, env = {}, extraArgs = []) {
  count(label, outFile, step(label, bin('vitest'), [...vitestArgs(projects, outFile), ...extraArgs], env));
}

/** Vitest runs one after another, at low CPU priority (nice), each one's output kept in a file and
 *  printed when they are awaited. NB: chained with `.then`, the first one starts only when this
 *  process is free again, i.e. after the main run's spawnSync has ended: they run after it, not
 *  beside it. Started truly beside it (async spawns, CI on 2026-11-24), the whole run took
 *  1,182 s instead of ≈ 1,590, but two timed e2e tests (shared-tablet's 10 s return, tablet-lock's
 *  idle lock) ran out of time in the next run: that needs those tests' waits looked at first. */
function vitestBehind(runs) {
  const results = [];
  const chain = runs.reduce((before, { label, projects, name, env = {} }) => before.then(() => new Promise((resolve) => {
    const outFile = `test-results/vitest-${name}.json`;
    const logFile = `test-results/vitest-${name}.log`;
    // The log is a file the child writes itself: the main run's spawnSync blocks this process,
    // which could not drain a pipe meanwhile.
    const log = openSync(logFile, 'w');
    const child = spawn('nice', ['-n', '15', bin('vitest'), ...vitestArgs(projects, outFile)], { env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
    closeSync(log);
    child.on('close', (code) => {
      results.push({ label, outFile, logFile, ok: code === 0 });
      resolve();
    });
  })), Promise.resolve());
  return async () => {
    await chain;
    for (const { label, outFile, logFile, ok } of results) {
      console.log(`\n▶ ${label} (ran beside the main run)`);
      process.stdout.write(readFileSync(logFile));
      count(label, outFile, ok);
    }
  };
}

mkdirSync('test-results', { recursive: true });
check('lint', bin('eslint'), ['--max-warnings', '0', '.']);
check('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
check('build', bin('vite'), ['build']);
// Two passes on 2 cores: first the unit files (two at a time) and the e2e suite in Chromium; then
// (see vitestBehind), at low priority, the server suites on PostgreSQL and on PGlite and the sync
// suite. Every server gets a database of its own, and PGlite's template tolerates two processes.
// (CI, clean clones: 1,288 s and 1,587 s in all; the second: unit + e2e 901 s, then 172 + 325 s.)
if (!process.env.TEST_DATABASE_URL) {
  failed += 1;
  console.log('✗ server tests on PostgreSQL: TEST_DATABASE_URL is not set (see the README)');
}
const behind = vitestBehind([
  ...(process.env.TEST_DATABASE_URL
    ? [{ label: 'server tests on PostgreSQL', projects: ['server', 'server-pg'], name: 'postgres', env: { SERVER_TEST_DB: 'postgres' } }]
    : []),
  { label: 'server tests on PGlite, sync', projects: ['server', 'sync'], name: 'server' },
]);
vitest('tests (unit, e2e)', ['unit', 'e2e'], 'test-results/vitest.json', {}, ['--maxWorkers', '2']);
await behind();
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

// The README's test command: lint and typecheck beside the build, then every vitest suite: unit,
// server on PGlite and e2e in Chromium in front; beside them at low priority the server suites on
// PostgreSQL (TEST_DATABASE_URL; without it that pass counts as failed, never as skipped), then
// the sync suite.
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

/** Vitest runs one after another in the background, at low CPU priority (nice), each one's
 *  output kept in a file: they use what the main run leaves of the machine, and their logs are
 *  printed when they are awaited. */
function vitestBehind(runs) {
  const results = [];
  const chain = runs.reduce((before, { label, projects, name, env = {}, extraArgs = [] }) => before.then(() => new Promise((resolve) => {
    const outFile = `test-results/vitest-${name}.json`;
    const logFile = `test-results/vitest-${name}.log`;
    // The log is a file the child writes itself: the main run's spawnSync blocks this process,
    // which could not drain a pipe meanwhile.
    const log = openSync(logFile, 'w');
    const child = spawn('nice', ['-n', '15', bin('vitest'), ...vitestArgs(projects, outFile), ...extraArgs], { env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
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

/** A check in a child process beside the others, its output printed once it has ended. */
function checkBeside(label, cmd, args) {
  return new Promise((resolve) => {
    const output = [];
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      console.log(`\n▶ ${label}`);
      process.stdout.write(Buffer.concat(output));
      if (code === 0) passed += 1;
      else { failed += 1; console.log(`✗ ${label} failed`); }
      resolve();
    });
  });
}

mkdirSync('test-results', { recursive: true });
// Lint and typecheck run beside the build (three single-threaded tools, about a minute sooner).
const checks = [checkBeside('lint', bin('eslint'), ['--max-warnings', '0', '.']), checkBeside('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'])];
check('build', bin('vite'), ['build']);
await Promise.all(checks);
// Two passes side by side on 2 cores: in front the unit files (two at a time), the server suites
// on PGlite and the e2e suite in Chromium; behind, at low priority, the server suites on
// PostgreSQL, then the sync suite. Every server gets a database of its own, and PGlite's template
// tolerates two processes. (CI, two clean runs: with the server and sync suites in front, 1,278 s
// in all; with both behind, the front ended after 766 s and the pass behind ran on alone after it,
// 1,288 s in all.)
if (!process.env.TEST_DATABASE_URL) {
  failed += 1;
  console.log('✗ server tests on PostgreSQL: TEST_DATABASE_URL is not set (see the README)');
}
const behind = vitestBehind([
  ...(process.env.TEST_DATABASE_URL
    // (The suites about PGlite alone, its folder lock and its maintenance, run in the PGlite pass.)
    ? [{ label: 'server tests on PostgreSQL', projects: ['server', 'server-pg'], name: 'postgres', env: { SERVER_TEST_DB: 'postgres' }, extraArgs: ['--exclude', 'tests/server/pglite-*.test.ts'] }]
    : []),
  { label: 'sync tests', projects: ['sync'], name: 'sync' },
]);
vitest('tests (unit, server on PGlite, e2e)', ['unit', 'server', 'e2e'], 'test-results/vitest.json', {}, ['--maxWorkers', '2']);
await behind();
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

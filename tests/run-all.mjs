// The README's test command: lint, typecheck, build, then every vitest suite (unit, server on
// PGlite, sync, e2e in Chromium) and the server suites on PostgreSQL (TEST_DATABASE_URL; without
// it that pass counts as failed, never as skipped), run beside the main pass at low priority.
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

/** A vitest run in the background, at low CPU priority (nice), its output kept in a file: it
 *  uses what the main run leaves of the machine, and its log is printed when it is awaited. */
function vitestBehind(label, projects, outFile, logFile, env = {}) {
  // The log is a file the child writes itself: the main run's spawnSync blocks this process,
  // which could not drain a pipe meanwhile.
  const log = openSync(logFile, 'w');
  const child = spawn('nice', ['-n', '15', bin('vitest'), ...vitestArgs(projects, outFile)], { env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
  const done = new Promise((resolve) => child.on('close', (code) => resolve(code === 0)));
  closeSync(log);
  return async () => {
    const ok = await done;
    console.log(`\n▶ ${label} (ran beside the main run)`);
    process.stdout.write(readFileSync(logFile));
    count(label, outFile, ok);
  };
}

mkdirSync('test-results', { recursive: true });
check('lint', bin('eslint'), ['--max-warnings', '0', '.']);
check('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
check('build', bin('vite'), ['build']);
// The PostgreSQL pass runs beside the main one (every server gets a database of its own, and
// PGlite's template tolerates two processes), so the whole run takes about the main pass's time.
const postgresPass = process.env.TEST_DATABASE_URL
  ? vitestBehind('server tests on PostgreSQL', ['server', 'server-pg'], 'test-results/vitest-postgres.json', 'test-results/postgres-pass.log', { SERVER_TEST_DB: 'postgres' })
  : undefined;
// Two workers: the unit files run two at a time (≈ 25 % less time alone); the server, sync and e2e
// files still run one at a time (fileParallelism: false), so vitest puts them in one queue.
vitest('tests (unit, server on PGlite, sync, e2e)', ['unit', 'server', 'sync', 'e2e'], 'test-results/vitest.json', {}, ['--maxWorkers', '2']);
if (postgresPass) {
  await postgresPass();
} else {
  failed += 1;
  console.log('✗ server tests on PostgreSQL: TEST_DATABASE_URL is not set (see the README)');
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

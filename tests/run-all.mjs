// The README's test command: lint, typecheck, build, then every vitest suite: unit and e2e in
// Chromium in front; beside them at low priority, at once, the server suites on PostgreSQL
// (TEST_DATABASE_URL; without it that pass counts as failed, never as skipped) and the server
// suites on PGlite with the sync suite; once the front pass has ended, the server files that
// start child processes, on each database. Each pass says its wall and CPU time.
// Prints one last line: "N passed, N failed", counted over every check and test.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, existsSync } from 'node:fs';

const bin = (name) => `node_modules/.bin/${name}`;
let passed = 0;
let failed = 0;
/** What failed, one line each, printed again just above the last line: a log read from its end
 *  (CI shows only its tail) still names every failure. */
const failures = [];

/** One failed check, counted, said now and kept for the list above the last line. */
function fail(line) {
  failed += 1;
  failures.push(line);
  console.log(`✗ ${line}`);
}

async function check(label, cmd, args) {
  if (await started(cmd, args, {}, 'inherit')) passed += 1;
  else fail(`${label} failed`);
}

const vitestArgs = (projects, outFile) =>
  ['run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${outFile}`];

/** Adds a finished vitest run's counts (`ok`: its exit status was 0). */
function count(label, outFile, ok) {
  if (!existsSync(outFile)) return fail(`${label}: no results`);
  const report = JSON.parse(readFileSync(outFile, 'utf8'));
  failures.push(...failedTests(report).map((line) => `${label}: ${line}`));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A suite that failed to load has no tests in it but must still count.
  const brokenFiles = report.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
  failed += brokenFiles;
  if (!ok && report.numFailedTests === 0 && brokenFiles === 0) fail(`${label}: exited with an error`);
}

/** "file › test: first line of its error" for each failed test, and each file that failed to load.
 *  A browser step's error adds what Playwright waited for and its last word, and the e2e fixture's
 *  description of the pages then (fixture.ts): CI's log is all there is of a run. */
function failedTests(report) {
  const lines = (message) => (message ?? '').replace(/\x1b\[[0-9;]*m/g, '').split('\n').map((line) => line.trim()).filter(Boolean);
  const callLog = (message) => {
    const all = lines(message);
    const log = all.includes('Call log:') ? all.slice(all.indexOf('Call log:') + 1).filter((line) => line.startsWith('- ')) : [];
    return [...new Set([log[0], log.at(-1)])].filter(Boolean);
  };
  const summaryOf = ([error, ...more] = []) =>
    [lines(error)[0]?.slice(0, 200), ...callLog(error).map((line) => line.slice(0, 200)), ...more.map((message) => lines(message)[0]?.slice(0, 1500))]
      .filter(Boolean).join(' | ');
  const relative = (name) => name.replace(`${process.cwd()}/`, '');
  return report.testResults.flatMap((file) =>
    file.assertionResults.length === 0 && file.status === 'failed'
      ? [`${relative(file.name)}: ${summaryOf([file.message])}`]
      : file.assertionResults
        .filter((test) => test.status !== 'passed')
        .map((test) => `${relative(file.name)} › ${test.fullName} (${test.status}): ${summaryOf(test.failureMessages)}`));
}

/** The command run through bash, whose `times` writes the CPU its children used to
 *  test-results/cpu-{name}.txt when it ends: the machine is CPU-bound, so where the run's time goes
 *  is read in CPU seconds per pass, not in the wall time of passes that share the cores. */
const cpuCounted = (name, cmd, args) =>
  ['bash', ['-c', `"$@"; s=$?; times > test-results/cpu-${name}.txt; exit $s`, 'cpu', cmd, ...args]];

/** "wall N s, CPU N s" of a pass that began at `since` (ms) and wrote test-results/cpu-{name}.txt. */
function spent(name, since) {
  const file = `test-results/cpu-${name}.txt`;
  const wall = `wall ${Math.round((Date.now() - since) / 1000)} s`;
  if (!existsSync(file)) return wall;
  // `times`: the shell's own line, then its children's: "0m12.345s 0m1.234s" (user, system).
  const children = readFileSync(file, 'utf8').trim().split('\n').at(-1) ?? '';
  const seconds = [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, [, m, sec]) => sum + Number(m) * 60 + Number(sec), 0);
  return `${wall}, CPU ${Math.round(seconds)} s`;
}

/** Runs a command to its end without blocking this process, so commands started together (the
 *  runs behind the main one, lint beside typecheck) go on at once. */
function started(cmd, args, env, stdio) {
  return new Promise((resolve) => {
    spawn(cmd, args, { env: { ...process.env, ...env }, stdio }).on('close', (code) => resolve(code === 0));
  });
}

async function vitest(label, projects, name, env = {}, extraArgs = []) {
  console.log(`\n▶ ${label}`);
  const since = Date.now();
  const outFile = `test-results/vitest-${name}.json`;
  count(label, outFile, await started(...cpuCounted(name, bin('vitest'), [...vitestArgs(projects, outFile), ...extraArgs]), env, 'inherit'));
  console.log(`⏱ ${label}: ${spent(name, since)}`);
}

/** Vitest runs beside the main run, each one's output kept in a file (printed when they are
 *  awaited, apart from the main run's). `lanes` run at once; the runs of one lane one after
 *  another, each not before its `after` (a promise) has settled either. At once, not all in one
 *  chain: the server project runs a file at a time, so a single chain would use one core of two
 *  long after the main run had ended. A run goes at nice 5 unless it says otherwise: at nice 15
 *  the kernel gave a pass about 3% of a core while the unit files held both, and a server test
 *  meant to take seconds ran into its 60 s limit; at 5 a pass keeps about a quarter and goes on at
 *  a steady pace. */
function vitestBehind(lanes) {
  const runOne = async ({ label, projects, name, env = {}, args = [], nice = 5, after }) => {
    await after;
    const outFile = `test-results/vitest-${name}.json`;
    const logFile = `test-results/vitest-${name}.log`;
    const since = Date.now();
    const log = openSync(logFile, 'w');
    const ending = started(...cpuCounted(name, 'nice', ['-n', String(nice), bin('vitest'), ...vitestArgs(projects, outFile), ...args]), env, ['ignore', log, log])
      .then((ok) => ({ ok, took: spent(name, since) }));
    closeSync(log);
    return ending.then((end) => ({ label, outFile, logFile, ...end }));
  };
  const ended = lanes.map((lane) => lane.reduce(
    (before, run) => before.then(async (done) => [...done, await runOne(run)]),
    Promise.resolve([]),
  ));
  return async () => {
    for (const lane of ended) {
      for (const { label, outFile, logFile, ok, took } of await lane) {
        console.log(`\n▶ ${label} (ran beside the main run)`);
        process.stdout.write(readFileSync(logFile));
        console.log(`⏱ ${label}: ${took}`);
        count(label, outFile, ok);
      }
    }
  };
}

mkdirSync('test-results', { recursive: true });
const runStarted = Date.now();
// Lint and typecheck at once: each is mostly one thread.
console.log('\n▶ lint, typecheck');
await Promise.all([check('lint', bin('eslint'), ['--max-warnings', '0', '.']), check('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'])]);
console.log('\n▶ build');
await check('build', bin('vite'), ['build']);
// Passes side by side on 2 cores: in front the unit files (two at a time) and the e2e suite in
// Chromium; behind, at low priority, the server suites on PostgreSQL and on PGlite with the sync
// suite. Every server gets a database of its own, and PGlite's template tolerates two processes.
// Side by side is faster than one pass after another on a clean clone; it also makes timed e2e
// tests meet a busy machine, so they wait on what the page shows, not on a fixed time.
// Server files whose answers cannot differ by database, run in the PGlite pass only: the builds
// and the release's files, request shapes refused before the store is asked, the contract's
// declarations, the sign-in policy's cookies and lifetimes, the SMS providers' protocols and the
// image decoder. What can differ stays in both passes: every store read and write under a pool of
// connections, transactions and locks, migrations, backups, photos kept in the database, a
// driver's errors (fault-log), hostile input reaching the store (hostile-input, openapi-fuzz).
const onceOnly = [
  'app-build-concurrent', 'app-build-freshness', 'server-build', 'systemd-unit',
  'deep-json', 'body-kind', 'openapi-path-codes', 'openapi-results', 'openapi-replay', 'role-matrix',
  'login-device-cookie', 'session-lifetime', 'account-login',
  'sms-kavenegar', 'sms-smsir', 'sms-provider', 'sms-slow-provider', 'sms-unreachable',
  'upload-decodes-at-once', 'upload-stored-size', 'drain-limit',
];
// Server files that start servers of their own in child processes (crashes, kills, a frozen
// process, the release as a service): about 4 s of CPU a start, loading the server's modules. At
// nice 5 behind the unit files a start took 15 s and a test of three ran past its 60 s limit; at
// nice 0 beside the front pass, 54 s of its 60 (7 s alone), and another ran past it (Chromium
// raises its own renderers to nice -8). So they run once the front pass has ended, on each
// database at once, at normal priority: about 4 minutes more on a clean clone, and no test that
// starts a process measures the machine's load instead of what it tests.
const childProcesses = [
  'server/admin-command', 'server/audit-rollback', 'server/batch-crash', 'server/idempotency-crash',
  'server/migrate-crash', 'server/service-stop', 'server/sync-batch-keyed-stall', 'server/upload-keyed-decode',
  'server-pg/frozen-process', 'server-pg/listen-silently-dead', 'server-pg/sms-process-killed',
  'server-pg/sms-two-processes', 'server-pg/upload-crash-postgres',
  'server-pglite/admin-stopped-folder', 'server-pglite/pglite-lock', 'server-pglite/upload-crash',
];
for (const name of [...onceOnly.map((file) => `server/${file}`), ...childProcesses]) {
  if (!existsSync(`tests/${name}.test.ts`)) fail(`tests/run-all.mjs names tests/${name}.test.ts, which is gone`);
}
let frontEnded;
const front = new Promise((resolve) => { frontEnded = resolve; });
const files = (names, project) => names.filter((name) => name.startsWith(`${project}/`)).map((name) => `tests/${name}.test.ts`);
const excluded = (names) => names.flatMap((name) => ['--exclude', `tests/${name}.test.ts`]);
const onPostgres = { SERVER_TEST_DB: 'postgres' };
if (!process.env.TEST_DATABASE_URL) fail('server tests on PostgreSQL: TEST_DATABASE_URL is not set (see the README)');
const pglitePass = { label: 'server tests on PGlite, sync', projects: ['server', 'server-pglite', 'sync'], name: 'server', args: excluded(childProcesses) };
const pgliteChildren = {
  label: 'server tests in child processes, on PGlite', projects: ['server', 'server-pglite'], name: 'children-pglite', nice: 0, after: front,
  args: [...files(childProcesses, 'server'), ...files(childProcesses, 'server-pglite')],
};
const behind = vitestBehind([
  ...(process.env.TEST_DATABASE_URL
    ? [[{
      label: 'server tests on PostgreSQL', projects: ['server', 'server-pg'], name: 'postgres', env: onPostgres,
      args: excluded([...onceOnly.map((file) => `server/${file}`), ...childProcesses]),
    }], [{
      label: 'server tests in child processes, on PostgreSQL', projects: ['server', 'server-pg'], name: 'children-postgres', env: onPostgres, nice: 0, after: front,
      args: [...files(childProcesses, 'server'), ...files(childProcesses, 'server-pg')],
    }]]
    : []),
  [pglitePass],
  [pgliteChildren],
]);
await vitest('tests (unit, e2e)', ['unit', 'e2e'], 'front', {}, ['--maxWorkers', '2']);
frontEnded();
await behind();
if (failures.length > 0) console.log(`\n✗ what failed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`\n⏱ the whole test command: ${Math.round((Date.now() - runStarted) / 1000)} s`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

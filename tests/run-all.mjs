// The README's test command: lint, typecheck, build, then every vitest suite (unit, server on
// PGlite, sync, e2e in Chromium) and the server suites on PostgreSQL (TEST_DATABASE_URL; without
// it that pass counts as failed, never as skipped). Prints one last line: "N passed, N failed", counted over every check and test.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';

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

function vitest(label, projects, outFile, env = {}) {
  const args = ['run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${outFile}`];
  const ok = step(label, bin('vitest'), args, env);
  if (!existsSync(outFile)) { failed += 1; console.log(`✗ ${label}: no results`); return; }
  const report = JSON.parse(readFileSync(outFile, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A suite that failed to load has no tests in it but must still count.
  const brokenFiles = report.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
  failed += brokenFiles;
  if (!ok && report.numFailedTests === 0 && brokenFiles === 0) failed += 1;
}

mkdirSync('test-results', { recursive: true });
check('lint', bin('eslint'), ['--max-warnings', '0', '.']);
check('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
check('build', bin('vite'), ['build']);
vitest('tests (unit, server on PGlite, sync, e2e)', ['unit', 'server', 'sync', 'e2e'], 'test-results/vitest.json');
if (process.env.TEST_DATABASE_URL) {
  vitest('server tests on PostgreSQL', ['server', 'server-pg'], 'test-results/vitest-postgres.json', { SERVER_TEST_DB: 'postgres' });
} else {
  failed += 1;
  console.log('✗ server tests on PostgreSQL: TEST_DATABASE_URL is not set (see the README)');
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

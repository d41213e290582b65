import { defineConfig } from 'vitest/config';

// Six suites, one command: unit (pure code and components), server (HTTP to a real server on
// loopback), server-pglite (servers that run on PGlite in either pass), server-pg (two such
// servers on one PostgreSQL), sync (the real engine against that
// server, IndexedDB from fake-indexeddb), e2e (a real Chromium driven by playwright-core against
// the built app). A sixth, bench, checks the bench's own tools and runs with the bench.
// expect.poll waits up to 20 s, not vitest's 1 s, in every suite: CI runs on 2 cores shared with
// other passes, where an update that comes in milliseconds alone can take seconds. A poll that is
// met returns at once; one that never is still fails. (Each project's own: they do not inherit.)
const expectOptions = { poll: { timeout: 20_000 } };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          expect: expectOptions,
          // Two files at a time on 2 cores beside the PostgreSQL pass: a 2 s test can take 5.
          testTimeout: 20_000,
          setupFiles: ['tests/unit/setup.ts', 'tests/unlocked.ts'],
        },
      },
      {
        test: {
          name: 'server',
          // One module graph for all its files (run a file at a time): importing the server again
          // for each file would take about a third of the pass's CPU.
          isolate: false,
          include: ['tests/server/**/*.test.ts'],
          // With CONTRACT_EVERY_FILE=1, each file's calls checked against openapi.json once it ends.
          setupFiles: ['tests/server/contract-each-file.ts'],
          environment: 'node',
          expect: expectOptions,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // Servers that run on PGlite whatever the pass (PGlite itself, the TLS certificates, the
        // admin terminal): run by the PGlite pass only (tests/run-all.mjs), since the PostgreSQL
        // pass would run the very same thing again.
        test: {
          name: 'server-pglite',
          isolate: false, // as the server suite's: one module graph, a file at a time
          include: ['tests/server-pglite/**/*.test.ts'],
          environment: 'node',
          expect: expectOptions,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // Two server processes on one PostgreSQL: run by the PostgreSQL pass only (tests/run-all.mjs).
        test: {
          name: 'server-pg',
          isolate: false, // as the server suite's: one module graph, a file at a time
          include: ['tests/server-pg/**/*.test.ts'],
          environment: 'node',
          expect: expectOptions,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'sync',
          isolate: false, // as the server suite's: one module graph, a file at a time
          include: ['tests/sync/**/*.test.ts'],
          setupFiles: ['tests/unlocked.ts'],
          environment: 'node',
          expect: expectOptions,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // The bench's checks of its own tools (bench/checks/): Lighthouse is in the bench's separate
        // install (bench/package.json), so bench/run.mjs runs them, not the test command.
        test: {
          name: 'bench',
          include: ['bench/checks/**/*.test.ts'],
          environment: 'node',
          expect: expectOptions,
        },
      },
      {
        test: {
          name: 'e2e',
          isolate: false, // as the server suite's: one module graph (the in-process server's), a file at a time
          // After the unit files, as it always ran: vitest runs projects of different worker counts
          // (this one's a file at a time) only in groups of their own.
          sequence: { groupOrder: 1 },
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          expect: expectOptions,
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

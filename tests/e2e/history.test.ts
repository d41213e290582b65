// Proof by history (issue 38), two seeds: two tablets (real Chromium, the real app and its service
// worker) and two server processes on one PostgreSQL behind the test's TCP proxy, a seeded schedule
// of registrations and faults (kill -9 and restart, the network cut or silently dropped, a tab
// closed mid-push, a hand-over to a colleague, every reception session ended by a password reset).
// Seed 41 registers offline across kills; seed 26 draws every kind of step, the revocation among
// them (both tablets asked for a sign-in and signed in again, then a tab closed mid-push on the
// first form after it). Once quiet: every registration the person saw saved is on the server
// exactly once and on both tablets, and no tablet holds work it did not send. More seeds: bench/
// (HISTORY_SEEDS).
import { existsSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { runHistory } from '../history/run';

describe('proof by history', () => {
  for (const seed of [41, 26]) {
    test(`seed ${seed}: nothing lost, nothing twice, every tablet converged`, async () => {
      if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npx vite build` first');
      const result = await runHistory(seed, { log: (line) => console.log(line) });
      expect(result.acks.length).toBeGreaterThan(0);
      expect(result.anomalies).toEqual([]);
    }, 240_000);
  }
});

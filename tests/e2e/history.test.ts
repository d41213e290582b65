// Proof by history (issue 38), two seeds: two tablets (real Chromium, the real app and its service
// worker) and two server processes on one PostgreSQL behind the test's TCP proxy, a seeded schedule
// of registrations and faults (kill -9 and restart, the network cut or silently dropped, a tab
// closed mid-push, a hand-over to a colleague). Seeds 41 and 22 draw each of those; the schedule's
// revocation step (every reception session ended) runs in bench/ (HISTORY_SEEDS): seeds 20 and
// 26 show a tablet left waiting after it (2 entries, the chip asking for a sign-in after the
// sign-in): a finding reported with this branch, not yet diagnosed (app or harness). Once quiet: every registration the person saw saved is on the server exactly
// once and on both tablets, and no tablet holds work it did not send. More seeds: bench/ (HISTORY_SEEDS).
import { existsSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { runHistory } from '../history/run';

describe('proof by history', () => {
  for (const seed of [41, 22]) {
    test(`seed ${seed}: nothing lost, nothing twice, every tablet converged`, async () => {
      if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npx vite build` first');
      const result = await runHistory(seed, { log: (line) => console.log(line) });
      expect(result.acks.length).toBeGreaterThan(0);
      expect(result.anomalies).toEqual([]);
    }, 240_000);
  }
});

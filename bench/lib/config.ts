// How much each measure does. BENCH_QUICK=1 shrinks everything for a smoke run while building
// the bench; the committed RESULTS.md comes from a full run.
const quick = process.env.BENCH_QUICK === '1';

export const config = {
  quick,
  intake: { rounds: quick ? 2 : 6, perRound: quick ? 20 : 50 },
  lookup: { clients: quick ? 10_000 : 100_000, samples: quick ? 40 : 200 },
  search: { clients: quick ? 10_000 : 100_000, samples: quick ? 40 : 200 },
  pull: { changes: quick ? 2_000 : 10_000, rounds: quick ? 1 : 2 },
  photo: { rounds: quick ? 1 : 4 },
  /** Sealed vs plain; 400 KB is about what compress-photo keeps of a 12 MP photo. */
  sealing: { rounds: quick ? 2 : 6, perRound: quick ? 20 : 50, clients: quick ? 10_000 : 100_000, photoBytes: 400_000 },
  replay: { intakes: quick ? 100 : 1_000, rounds: quick ? 1 : 2 },
  /** Through the delay link: a day's 300 photo intakes moves about 300 MB, 4 minutes at
   * 10 Mbit/s (BENCH_PHOTO_INTAKES for fewer while building). */
  replayDelayed: {
    intakes: quick ? 100 : 1_000, peerIntakes: quick ? 10 : 50, rounds: 1, rttMs: 150,
    photoIntakes: Number(process.env.BENCH_PHOTO_INTAKES) || (quick ? 10 : 300), photosPerIntake: 3, megabits: 10,
  },
  lighthouse: { rounds: quick ? 1 : 3 },
  server: {
    seconds: quick ? 3 : 5,
    rounds: quick ? 1 : 2,
    /** The server measures' clients; seeded through the server's database handle in seconds, so quick too. */
    seedClients: 20_000,
    /** Each database at its own target: PostgreSQL p99 ≤ 50 ms at 500 req/s, PGlite
     * ≥ 300 req/s sustained at p99 ≤ 100 ms. */
    postgres: { rate: 500, p99: 50 },
    pglite: { rate: 300, p99: 100 },
    /** Anonymous Account/login flood beside the staff list at a working rate; its p99 ≤ 2× unloaded. */
    flood: { loginRate: 100, listRate: 100, maxRatio: 2 },
  },
  coldStart: { rounds: quick ? 2 : 4 },
  /** A measure that would end after this is skipped (BENCH_BUDGET_SECONDS). Every measure fits in
   * 25 minutes on 2 busy cores, the 300 photo intakes (4 minutes at 10 Mbit/s) included, with room
   * for a slow round; a tighter budget skips the last measures of a full run. */
  budgetSeconds: Number(process.env.BENCH_BUDGET_SECONDS) || 1_500,
};

// How much each measure does. BENCH_QUICK=1 shrinks everything for a smoke run while building
// the bench; the committed RESULTS.md comes from a full run.
const quick = process.env.BENCH_QUICK === '1';

export const config = {
  quick,
  intake: { rounds: quick ? 2 : 6, perRound: quick ? 20 : 50 },
  lookup: { clients: quick ? 10_000 : 100_000, samples: quick ? 40 : 200 },
  pull: { changes: quick ? 2_000 : 10_000, rounds: quick ? 1 : 3 },
  photo: { rounds: quick ? 1 : 4 },
  replay: { intakes: quick ? 100 : 1_000, rounds: quick ? 1 : 3 },
  lighthouse: { rounds: quick ? 1 : 3 },
  server: { seconds: quick ? 3 : 8, rate: 500, rounds: quick ? 1 : 2, seedClients: quick ? 100 : 600 },
  coldStart: { rounds: quick ? 2 : 5 },
};

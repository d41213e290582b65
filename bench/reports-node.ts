// The reports bench alone, apart from `npm run bench` (no build, no browser):
//   npx tsx bench/reports-node.ts        (BENCH_QUICK=1 for a fifth of the data)
import { reportsRows } from './measures/reports';

console.log(JSON.stringify(await reportsRows(), null, 2));
process.exit(0);

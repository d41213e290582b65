// A bench server in its own process, so the load tool and the server do not share one event
// loop. BENCH_SEED_CLIENTS=n first adds n clients through the server's own database handle
// (lib/seed-clients.ts). Prints one JSON line {url, apiUrl, seeded, seedSeconds} when listening;
// closes on SIGTERM or stdin's end.
import { sql } from 'drizzle-orm';
import { seedClients } from './lib/seed-clients';
import { startTestServer } from '../tests/server/harness';

const server = await startTestServer({ staticDir: process.env.BENCH_STATIC_DIR, databaseUrl: process.env.BENCH_PG_URL || undefined });
const seedCount = Number(process.env.BENCH_SEED_CLIENTS) || 0;
const seedStarted = Date.now();
const seeded = seedCount > 0 ? await seedClients(server.sql, seedCount) : undefined;
// PostgreSQL's autovacuum would otherwise wake on the 20,000 new rows in the middle of the
// measure; a clinic's database that grew over months has long been vacuumed and analysed, by
// autovacuum on PostgreSQL and by the server's own autovacuum on PGlite (server/db/maintenance.ts).
if (seeded !== undefined) await server.sql.rows(sql`VACUUM (ANALYZE) clients, changes`);
const seedSeconds = (Date.now() - seedStarted) / 1000;
process.stdout.write(`${JSON.stringify({ url: server.url, apiUrl: server.apiUrl, seeded, seedSeconds })}\n`);

let closing = false;
const close = async () => {
  if (closing) return;
  closing = true;
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', () => void close());
process.stdin.on('end', () => void close());
process.stdin.resume();

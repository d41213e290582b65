// A bench server in its own process, so the load tool and the server do not share one event
// loop. BENCH_SEED_CLIENTS=n first adds n clients through the server's own database handle
// (lib/seed-clients.ts). Prints one JSON line {url, apiUrl, seeded, seedSeconds} when listening;
// closes on SIGTERM or stdin's end. BENCH_HTTPS=1: the app over HTTPS (server/tls/) on loopback,
// certified for 127.0.0.1 and clinic.lan, with `httpsUrl` and `caFile` (the clinic authority's
// certificate) in that line.
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { seedClients } from './lib/seed-clients';
import { startTestServer } from '../tests/server/harness';

const https = process.env.BENCH_HTTPS === '1' ? { httpsPort: 0, port: 0, tlsHosts: '127.0.0.1,clinic.lan' } : {};
const server = await startTestServer({ staticDir: process.env.BENCH_STATIC_DIR, databaseUrl: process.env.BENCH_PG_URL || undefined, ...https });
const seedCount = Number(process.env.BENCH_SEED_CLIENTS) || 0;
const seedStarted = Date.now();
const seeded = seedCount > 0 ? await seedClients(server.sql, seedCount) : undefined;
// PostgreSQL's autovacuum would otherwise wake on the 20,000 new rows in the middle of the
// measure; a clinic's database that grew over months has long been vacuumed and analysed, by
// autovacuum on PostgreSQL and by the server's own autovacuum on PGlite (server/db/maintenance.ts).
if (seeded !== undefined) await server.sql.rows(sql`VACUUM (ANALYZE) clients, changes, client_search_words`);
const seedSeconds = (Date.now() - seedStarted) / 1000;
const caFile = server.httpsUrl ? join(server.dataDir, 'tls', 'ca.crt.pem') : undefined;
process.stdout.write(`${JSON.stringify({ url: server.url, apiUrl: server.apiUrl, httpsUrl: server.httpsUrl, caFile, seeded, seedSeconds })}\n`);

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

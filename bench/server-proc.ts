// A bench server in its own process, so the load tool and the server do not share one event
// loop. Prints one JSON line {url, apiUrl} when listening; closes on SIGTERM or stdin's end.
import { startTestServer } from '../tests/server/harness';

const server = await startTestServer({ staticDir: process.env.BENCH_STATIC_DIR, databaseUrl: process.env.BENCH_PG_URL || undefined });
process.stdout.write(`${JSON.stringify({ url: server.url, apiUrl: server.apiUrl })}\n`);

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

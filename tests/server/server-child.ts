// The child side of server-child-process.ts: a real server on the data folder and database the
// parent prepared (DATA_DIR, DATABASE_URL), its URL printed as one JSON line. It closes when the
// parent ends our stdin, or dies by the parent's kill -9.
import { startServer } from '../../server/start';
import { superAdminPassword } from './harness';

const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  dataDir: process.env.DATA_DIR,
  databaseUrl: process.env.DATABASE_URL,
  adminPassword: superAdminPassword,
  demo: true,
  quiet: true,
});
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
// A line `pause <point>` arms that pause from now on (server/http/test-pause.ts reads the variable
// at each point): a test signs in and sets up first on the same process, then arms a point that
// those calls would have stopped at too (the audit append of a sign-in).
let typed = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk: string) => {
  typed += chunk;
  const lines = typed.split('\n');
  typed = lines.pop()!;
  for (const line of lines) {
    const point = /^pause (\S+)$/.exec(line)?.[1];
    if (!point) continue;
    process.env.CLINIC_TEST_PAUSE = point;
    process.stdout.write(`armed:${point}\n`);
  }
});
process.stdin.on('end', () => {
  void server.close().finally(() => process.exit(0));
});

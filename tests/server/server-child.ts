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
process.stdin.resume();
process.stdin.on('end', () => {
  void server.close().finally(() => process.exit(0));
});

// The child side of server-process.ts: start the shared test server, print its URL as one JSON
// line, and close it when the parent ends our stdin.
import { startTestServer } from '../server/harness';

const server = await startTestServer();
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  void server.close().finally(() => process.exit(0));
});

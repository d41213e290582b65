// The child side of server-process.ts: start the shared test server, print its URL as one JSON
// line, and close it when the parent ends our stdin. TEST_SMS_HTTP_URL: the parent's own SMS
// provider on loopback (the generic HTTP sender), for a suite that shows messages' states.
import { startTestServer } from '../server/harness';

const server = await startTestServer(process.env.TEST_SMS_HTTP_URL ? { smsHttpUrl: process.env.TEST_SMS_HTTP_URL } : {});
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  void server.close().finally(() => process.exit(0));
});

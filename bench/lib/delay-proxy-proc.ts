// The delay link in its own process (so its timers never wait on the bench's event loop):
// `tsx bench/lib/delay-proxy-proc.ts <server port> <rtt ms> [bits per second]`. Prints one JSON
// line {port} when listening; answers each "stats" line on stdin with a JSON line of its byte
// counts; closes when stdin ends.
import { createInterface } from 'node:readline';
import { startDelayLink } from './delay-link';

const [targetPort, rttMs, bitsPerSecond] = process.argv.slice(2).map(Number);
const link = await startDelayLink({ targetPort: targetPort!, rttMs: rttMs!, bitsPerSecond: bitsPerSecond || undefined });
process.stdout.write(`${JSON.stringify({ port: link.port })}\n`);

const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  if (line.trim() === 'stats') process.stdout.write(`${JSON.stringify(link.stats())}\n`);
});
lines.on('close', () => {
  void link.close().then(() => process.exit(0));
});

// A stop waits for the requests in flight, but not for ever (server/http/drain.ts): a request
// still unfinished at the limit (10 s; here 300 ms) is cut, and the stop completes and says so.
// An idle keep-alive connection never holds a stop.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { startTestServer } from './harness';

describe('stopping the server', () => {
  it('cuts a request still unfinished at the drain limit, closes idle connections, and completes', async () => {
    const lines: string[] = [];
    const server = await startTestServer({ quiet: false, drainMs: 300, logSink: (line) => lines.push(line) });
    // Leaves an idle keep-alive connection behind (fetch keeps its socket).
    const token = await server.login('reception', 'demo1234');
    // A body that never ends: the client stalls after its first half.
    const stalled = new Promise<string>((resolve) => {
      const sent = request(`${server.apiUrl}sync/batch`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': 1000, authorization: `Bearer ${token}`, expect: '100-continue' } });
      sent.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      sent.on('response', (answer) => resolve(`answered ${answer.statusCode}`));
      sent.once('continue', () => {
        sent.write('{"operations": [');
        stopped = server.close();
      });
    });
    let stopped: Promise<void> | undefined;
    expect(await stalled).toBe('ECONNRESET');
    await stopped;
    const drained = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => entry.event === 'drained');
    expect(drained).toMatchObject({ inFlight: 1, cut: 1 });
  });
});

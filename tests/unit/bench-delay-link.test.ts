// The bench's slow network (bench/lib/delay-link.ts): every request through it waits the added
// round trip, a limited link carries no more than its bandwidth, and its byte counts are what
// passed. Only lower bounds on time: a loaded machine can make it slower, never faster.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDelayLink, type DelayLink } from '../../bench/lib/delay-link';

let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let size = 0;
    req.on('data', (chunk: Buffer) => { size += chunk.length; });
    req.on('end', () => res.end(JSON.stringify({ size })));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function post(link: DelayLink, bytes: number): Promise<{ ms: number; size: number }> {
  const at = performance.now();
  const answer = await fetch(`http://127.0.0.1:${link.port}/`, { method: 'POST', body: new Uint8Array(bytes) });
  const { size } = (await answer.json()) as { size: number };
  return { ms: performance.now() - at, size };
}

describe('the bench delay link', () => {
  it('adds its round trip to every request on a kept-alive connection', async () => {
    const link = await startDelayLink({ targetPort: port, rttMs: 150 });
    try {
      for (let i = 0; i < 3; i++) {
        const { ms, size } = await post(link, 100);
        expect(size).toBe(100);
        expect(ms).toBeGreaterThanOrEqual(148);
      }
      expect(link.stats().up).toBeGreaterThan(300);
      expect(link.stats().down).toBeGreaterThan(0);
    } finally {
      await link.close();
    }
  });

  it('carries at most its bandwidth, shared by parallel uploads', async () => {
    const link = await startDelayLink({ targetPort: port, rttMs: 20, bitsPerSecond: 8_000_000 });
    try {
      const at = performance.now();
      // 3 × 300 KB = 900 KB at 1 MB/s: at least 0.9 s, whatever the parallelism.
      const answers = await Promise.all([0, 1, 2].map(() => post(link, 300_000)));
      expect(answers.map((a) => a.size)).toEqual([300_000, 300_000, 300_000]);
      expect(performance.now() - at).toBeGreaterThanOrEqual(900);
      expect(link.stats().up).toBeGreaterThanOrEqual(900_000);
    } finally {
      await link.close();
    }
  });
});

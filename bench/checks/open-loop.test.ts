// Timed by nature (requests leave on a clock): checked where the bench runs, on a quiet machine,
// not beside the test suite's other passes, where a starved event loop bunches any schedule.
// The bench's fixed-rate load (bench/lib/open-loop.ts): requests leave on their schedule whatever
// the server does, and a stall is charged to every request due while it lasted.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLoop } from '../lib/open-loop';
import { percentile } from '../lib/stats';

let server: http.Server;
let url: string;
let stallUntil = 0;
const arrivals: number[] = [];

beforeAll(async () => {
  server = http.createServer((request, answer) => {
    arrivals.push(performance.now());
    const wait = Math.max(0, stallUntil - performance.now());
    setTimeout(() => answer.end(request.url === '/missing' ? undefined : 'ok'), wait);
    if (request.url === '/missing') answer.statusCode = 404;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('openLoop', () => {
  it('sends evenly at the rate, not in bursts', async () => {
    arrivals.length = 0;
    const run = await openLoop(url, 100, 1, () => ({ method: 'GET', path: '/', headers: {} }));
    expect(run.latencyMs).toHaveLength(100);
    expect(run.errors).toBe(0);
    // 10 ms apart on schedule; a burst (autocannon's way) would put most gaps near 0.
    const gaps = arrivals.slice(1).map((at, i) => at - arrivals[i]!);
    expect(percentile(gaps, 50)).toBeGreaterThan(5);
  });

  it('charges a stall to every request due during it, from when each was due', async () => {
    // The server answers nothing for 300 ms from the start: with 2 connections, requests due in
    // that window wait for it; counted from their sending they would look fast.
    stallUntil = performance.now() + 300;
    const run = await openLoop(url, 100, 1, () => ({ method: 'GET', path: '/', headers: {} }), 2);
    expect(run.latencyMs).toHaveLength(100);
    const slow = run.latencyMs.filter((ms) => ms > 100);
    // Due at 0, 10, … 290 ms and answered after 300 ms: 20 or more of them waited over 100 ms.
    expect(slow.length).toBeGreaterThanOrEqual(20);
    expect(percentile(run.latencyMs, 99)).toBeGreaterThan(250);
  });

  it('counts statuses apart and keeps only 2xx latencies', async () => {
    stallUntil = 0;
    const run = await openLoop(url, 50, 0.4, () => ({ method: 'GET', path: '/missing', headers: {} }));
    expect(run.statuses).toEqual({ 404: 20 });
    expect(run.latencyMs).toHaveLength(0);
  });
});

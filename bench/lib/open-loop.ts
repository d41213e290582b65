// Load at a fixed rate, open loop (as wrk2 does): request i is due at start + i / rate whatever
// became of the ones before it, goes out on one of `connections` kept-alive sockets (waiting for a
// free one when all are busy), and its latency counts from when it was due, so a stall is charged
// to every request it held back and no correction is needed afterwards.
//
// autocannon's rate is not this: each connection sends its share of a second back to back from
// the second's start and then pauses, so the server gets the whole second's requests at once
// (300 at 300 req/s, 20 at a time) and their latency is the queue of that burst. It also corrects
// for coordinated omission with `Math.ceil(1 / rate)` as the interval, a rate per second read as
// milliseconds: 1 ms, so each answer slower than 1 ms added a made-up sample per millisecond below
// it. Measured side by side on GET health (PGlite, 300 req/s): autocannon's p99 73 ms, its answers'
// own 43 ms; spaced evenly here, 18 ms.
import http from 'node:http';
import https from 'node:https';

export interface Planned {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface OpenLoopRun {
  /** Latency of each 2xx answer from when its request was due, ms. */
  latencyMs: number[];
  /** Answers per HTTP status. */
  statuses: Record<number, number>;
  /** Requests that got no answer (connection error or 10 s without one). */
  errors: number;
  /** Answers (any status) per second of the run, its last answer included. */
  achievedRate: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `ca`: for an https url, the one authority trusted (the clinic's, as a tablet trusts it). */
export async function openLoop(url: string, rate: number, seconds: number, next: () => Planned, connections = 20, ca?: string): Promise<OpenLoopRun> {
  const origin = new URL(url);
  const secure = origin.protocol === 'https:';
  const agent = secure ? new https.Agent({ keepAlive: true, maxSockets: connections, ca }) : new http.Agent({ keepAlive: true, maxSockets: connections });
  const request = secure ? https.request : http.request;
  const run: OpenLoopRun = { latencyMs: [], statuses: {}, errors: 0, achievedRate: 0 };
  const send = (planned: Planned, due: number) => new Promise<void>((resolve) => {
    const sending = request({ host: origin.hostname, port: origin.port, agent, method: planned.method, path: planned.path, headers: planned.headers, timeout: 10_000 }, (answer) => {
      answer.resume();
      answer.on('end', () => {
        const status = answer.statusCode ?? 0;
        run.statuses[status] = (run.statuses[status] ?? 0) + 1;
        if (status >= 200 && status < 300) run.latencyMs.push(performance.now() - due);
        resolve();
      });
    });
    const failed = () => { run.errors += 1; resolve(); };
    sending.on('timeout', () => sending.destroy(new Error('timeout')));
    sending.on('error', failed);
    sending.end(planned.body);
  });
  const count = Math.round(rate * seconds);
  const start = performance.now();
  const sent: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const due = start + (i * 1000) / rate;
    const early = due - performance.now();
    if (early > 0) await sleep(early);
    sent.push(send(next(), due));
  }
  await Promise.all(sent);
  const answered = Object.values(run.statuses).reduce((n, x) => n + x, 0);
  run.achievedRate = answered / ((performance.now() - start) / 1000);
  agent.destroy();
  return run;
}

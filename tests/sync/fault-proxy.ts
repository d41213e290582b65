// A small HTTP proxy of the tests' own on loopback, between the sync engine and the real
// server, that injects faults on command: a refused connection (while down, each connection is
// reset at once, with no HTTP answer, and counted here),
// synthetic 500 / 503 + Retry-After / 401 / 404, a request that hangs (timeout), and the connection
// cut after the server committed but before the answer reached the engine.
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';

export type Fault = 'status500' | 'status503' | 'status401' | 'status404' | 'hang' | 'cut-after-commit';

export interface ProxiedRequest {
  method: string;
  path: string;
  n: number; // 1-based count of requests that reached the proxy
}

export interface FaultProxy {
  apiUrl: string;
  /** Chooses a fault per request (undefined: pass it through). */
  decide: (req: ProxiedRequest) => Fault | undefined;
  /** What the proxy itself did: a test cannot count a fault that never reached a request. */
  injected: Record<Fault | 'refused', number>;
  /** Refuse every connection (counted in `injected.refused`) / pass them on again, same port. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

const envelope = (status: number, message: string) =>
  JSON.stringify({ statusCode: status, message, data: null, result: null, pagination: null });

export async function startFaultProxy(targetOrigin: string): Promise<FaultProxy> {
  const target = new URL(targetOrigin);
  const hanging = new Set<http.ServerResponse>();
  let n = 0;
  const proxy: FaultProxy = {
    apiUrl: '',
    decide: () => undefined,
    injected: { status500: 0, status503: 0, status401: 0, status404: 0, hang: 0, 'cut-after-commit': 0, refused: 0 },
    down: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => refuser.listen(port, '127.0.0.1', () => resolve()));
    },
    up: async () => {
      await new Promise<void>((resolve) => refuser.close(() => resolve()));
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      if (refuser.listening) await new Promise<void>((resolve) => refuser.close(() => resolve()));
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  // A closed port refuses in the kernel, where nobody can count it. Listening and answering each
  // connection with a TCP reset gives the engine the same thing (a network error, no answer) and
  // lets the proxy count what it refused.
  const refuser = net.createServer((socket) => {
    proxy.injected.refused += 1;
    socket.resetAndDestroy();
  });
  const server = http.createServer((req, res) => {
    n += 1;
    const fault = proxy.decide({ method: req.method ?? 'GET', path: req.url ?? '/', n });
    if (fault) proxy.injected[fault] += 1;
    const reply = (status: number, message: string, headers: Record<string, string> = {}) => {
      req.resume();
      res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(envelope(status, message));
    };
    if (fault === 'status500') return reply(500, 'ایراد سرور');
    if (fault === 'status503') return reply(503, 'ایراد سرور', { 'retry-after': '7' });
    if (fault === 'status401') return reply(401, 'لطفا دوباره وارد حساب کاربری شوید');
    if (fault === 'status404') return reply(404, 'یافت نشد'); // a route this server does not have
    if (fault === 'hang') {
      req.resume();
      hanging.add(res);
      return;
    }
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
      (answer) => {
        if (fault === 'cut-after-commit') {
          // The server has committed; the tablet never hears it.
          answer.resume();
          answer.on('end', () => res.socket?.destroy());
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.socket?.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  proxy.apiUrl = `http://127.0.0.1:${port}/api/v1/`;
  return proxy;
}

// The test's own TCP proxy in front of the two server processes: one stable origin for the
// tablets, each new connection to the next live backend. `down('reset')` cuts every connection and
// resets new ones (a network that is off); `down('silent')` accepts and forwards nothing (a NAT
// that drops packets without a word); `up()` restores. Backends change as processes restart.
// The run also puts one between the servers and PostgreSQL (pg-proxy.ts).
import net, { type AddressInfo } from 'node:net';

export type DownMode = 'reset' | 'silent';

export interface TcpProxy {
  url: string;
  setBackends(ports: number[]): void;
  down(mode: DownMode): void;
  up(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(backends: number[], host = '127.0.0.1'): Promise<TcpProxy> {
  let ports = backends;
  let next = 0;
  let mode: DownMode | 'up' = 'up';
  const open = new Set<net.Socket>();
  const held = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (mode === 'reset') return client.resetAndDestroy();
    if (mode === 'silent') {
      held.add(client);
      client.on('error', () => {});
      client.once('close', () => held.delete(client));
      return;
    }
    const port = ports[next++ % Math.max(ports.length, 1)];
    if (port === undefined) return client.resetAndDestroy();
    const upstream = net.connect(port, host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
      socket.once('close', () => open.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setBackends: (list) => { ports = list; },
    down(how) {
      mode = how;
      for (const socket of open) {
        if (how === 'reset') socket.resetAndDestroy();
        else socket.pause();
      }
    },
    up() {
      mode = 'up';
      // Held and paused sockets stay dead, as after a real outage: the app must open new ones.
      for (const socket of [...open, ...held]) socket.destroy();
    },
    async close() {
      for (const socket of [...open, ...held]) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

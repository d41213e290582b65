// A TCP proxy (node:net) in front of PostgreSQL that can go silent the way a NAT that forgot a
// connection does: the bytes of the connections it carries stop in both directions, and neither
// side is told (no FIN, no RST). Connections made after that are carried as usual (a NAT makes a
// new mapping for them).
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export interface SilentProxy {
  /** The database URL through this proxy. */
  url: string;
  /** Connections carried so far. */
  connections(): number;
  /** Stops every connection carried now, silently; new ones still pass. */
  dropSilently(): void;
  close(): Promise<void>;
}

export async function silentProxy(databaseUrl: string): Promise<SilentProxy> {
  const target = new URL(databaseUrl);
  const open = new Set<{ silent: boolean; sockets: Socket[] }>();
  let count = 0;
  const server: Server = createServer((inbound) => {
    count += 1;
    const outbound = createConnection({ host: target.hostname, port: Number(target.port || 5432) });
    const pair = { silent: false, sockets: [inbound, outbound] };
    open.add(pair);
    // Read and thrown away once silent: the sender's writes succeed, nothing ever arrives.
    inbound.on('data', (chunk) => { if (!pair.silent) outbound.write(chunk); });
    outbound.on('data', (chunk) => { if (!pair.silent) inbound.write(chunk); });
    const end = () => {
      if (pair.silent) return;
      open.delete(pair);
      inbound.destroy();
      outbound.destroy();
    };
    for (const socket of pair.sockets) {
      socket.on('error', () => {});
      socket.on('close', end);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy has no port');
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(address.port);
  return {
    url: url.toString(),
    connections: () => count,
    dropSilently() {
      for (const pair of open) pair.silent = true;
    },
    async close() {
      for (const pair of open) for (const socket of pair.sockets) socket.destroy();
      open.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// A slow network on loopback: a TCP relay in front of the server that holds every byte for half
// the round trip in each direction and, when given a bandwidth, lets each direction carry at most
// that many bits per second, shared by all connections (one link, as an outreach van's modem).
// It relays bytes, not requests, so HTTP keep-alive, multipart uploads and the server's answers
// pass untouched; it counts the bytes each way.
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface LinkOptions {
  /** The server's port on 127.0.0.1. */
  targetPort: number;
  /** Added round trip in ms (half each way). */
  rttMs: number;
  /** Bits per second each way; undefined: no limit. */
  bitsPerSecond?: number;
}

export interface LinkStats {
  /** Bytes carried toward the server (requests) and back (answers). */
  up: number;
  down: number;
  connections: number;
}

export interface DelayLink {
  port: number;
  stats(): LinkStats;
  close(): Promise<void>;
}

/** A socket's unsent backlog above which it is paused, so a sender feels the link's pace. */
const backlogBytes = 256 * 1024;

/** One direction of the link: when it is free again after the bytes it has taken. */
class Direction {
  private freeAt = 0;
  bytes = 0;

  constructor(private readonly bitsPerSecond: number | undefined, private readonly oneWayMs: number) {}

  /** When `size` bytes handed over now reach the other end. */
  arrival(size: number, now: number): number {
    this.bytes += size;
    const start = Math.max(now, this.freeAt);
    this.freeAt = this.bitsPerSecond ? start + (size * 8 * 1000) / this.bitsPerSecond : start;
    return this.freeAt + this.oneWayMs;
  }
}

/** Moves one socket's bytes to another in order, each chunk no earlier than its arrival time. */
function pipeDelayed(from: net.Socket, to: net.Socket, direction: Direction): void {
  const queue: Array<{ at: number; chunk: Buffer | null }> = [];
  let queued = 0;
  let timer: NodeJS.Timeout | undefined;
  const pump = () => {
    timer = undefined;
    const now = performance.now();
    while (queue.length > 0 && queue[0]!.at <= now) {
      const { chunk } = queue.shift()!;
      if (chunk === null) {
        to.end();
        continue;
      }
      queued -= chunk.length;
      if (!to.destroyed) to.write(chunk);
    }
    if (queued < backlogBytes && from.isPaused()) from.resume();
    if (queue.length > 0) timer = setTimeout(pump, Math.max(0, queue[0]!.at - now));
  };
  const push = (chunk: Buffer | null) => {
    const at = direction.arrival(chunk?.length ?? 0, performance.now());
    queue.push({ at, chunk });
    if (chunk) queued += chunk.length;
    if (queued >= backlogBytes) from.pause();
    if (!timer) timer = setTimeout(pump, Math.max(0, at - performance.now()));
  };
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    push(null);
  };
  from.on('data', (chunk: Buffer) => push(chunk));
  // A closed socket (reset or ended) still delivers what it sent before, then ends the other side.
  from.on('end', end);
  from.on('close', end);
}

export async function startDelayLink(options: LinkOptions): Promise<DelayLink> {
  const oneWay = options.rttMs / 2;
  const up = new Direction(options.bitsPerSecond, oneWay);
  const down = new Direction(options.bitsPerSecond, oneWay);
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((client) => {
    connections += 1;
    client.setNoDelay(true);
    const upstream = net.connect({ host: '127.0.0.1', port: options.targetPort });
    upstream.setNoDelay(true);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    pipeDelayed(client, upstream, up);
    pipeDelayed(upstream, client, down);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.address() as AddressInfo).port,
    stats: () => ({ up: up.bytes, down: down.bytes, connections }),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// LISTEN on PostgreSQL through one dedicated connection that comes back after a drop. While it
// is down the caller is told (`onState(false)`): a cache fed by notifications must not be trusted
// then, since notifications sent meanwhile are lost.
//
// A connection can also die silently (a NAT or firewall forgetting an idle socket): nothing
// closes, notifications just stop. So the connection sends itself a heartbeat (a NOTIFY on a
// channel of its own, through the same socket) and, when it is not heard back in time, counts
// as down: the caller is told, the socket is destroyed and a new connection made.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface Listener {
  close(): Promise<void>;
}

export interface ListenHeartbeat {
  /** How long after one heartbeat came back the next is sent. */
  everyMs: number;
  /** How long a heartbeat may take to come back before the connection counts as dead. */
  withinMs: number;
}

const defaultHeartbeat: ListenHeartbeat = { everyMs: 5_000, withinMs: 3_000 };

export async function listenPostgres(url: string, channel: string, onPayload: (payload: string) => void, onState: (up: boolean) => void,
  heartbeat: ListenHeartbeat = defaultHeartbeat): Promise<Listener> {
  // Each listener its own channel: another process's heartbeats never reach it.
  const heartbeatChannel = `heartbeat_${randomBytes(8).toString('hex')}`;
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let beat: NodeJS.Timeout | undefined;
  let sent = 0;

  const down = (dead?: pg.Client) => {
    clearTimeout(beat);
    onState(false);
    client = undefined;
    // end() alone would wait for an answer a dead socket never gives.
    dead?.connection.stream.destroy();
    if (!closed) retry = setTimeout(() => void connect().catch(() => down()), 1000);
  };
  const sendHeartbeat = (on: pg.Client) => {
    beat = setTimeout(() => {
      if (client !== on) return;
      sent += 1;
      on.query(`NOTIFY ${heartbeatChannel}, '${sent}'`).catch(() => {});
      beat = setTimeout(() => {
        if (client === on) down(on);
      }, heartbeat.withinMs);
    }, heartbeat.everyMs);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: heartbeat.withinMs + 5_000, keepAlive: true });
    next.on('error', () => {});
    next.on('end', () => {
      if (client === next) down();
    });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
      else if (message.channel === heartbeatChannel && client === next && message.payload === String(sent)) {
        clearTimeout(beat);
        sendHeartbeat(next);
      }
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      await next.query(`LISTEN ${heartbeatChannel}`);
    } catch (error) {
      next.connection.stream.destroy();
      throw error;
    }
    if (closed) return void (await next.end());
    client = next;
    onState(true);
    sendHeartbeat(next);
  }

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      clearTimeout(beat);
      const last = client;
      client = undefined;
      if (!last) return;
      // A silently dead socket never answers end(): it is destroyed after the heartbeat's bound.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([last.end(), new Promise((resolve) => { timer = setTimeout(resolve, heartbeat.withinMs); })]);
      clearTimeout(timer);
      last.connection.stream.destroy();
    },
  };
}

// LISTEN on PostgreSQL through one dedicated connection that comes back after a drop. While it
// is down the caller is told (`onState(false)`): a cache fed by notifications must not be trusted
// then, since notifications sent meanwhile are lost.
import pg from 'pg';

export interface Listener {
  close(): Promise<void>;
}

export async function listenPostgres(url: string, channel: string, onPayload: (payload: string) => void, onState: (up: boolean) => void): Promise<Listener> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const down = () => {
    onState(false);
    client = undefined;
    if (!closed) retry = setTimeout(() => void connect().catch(down), 1000);
  };
  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('error', () => {});
    next.on('end', () => {
      if (client === next) down();
    });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    if (closed) return void (await next.end());
    client = next;
    onState(true);
  }

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end();
    },
  };
}

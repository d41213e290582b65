// PostgreSQL restarted as the two server processes see it. The cluster is shared by the test and
// bench passes that run at the same time, so restarting it would fail theirs: the servers reach it
// through a TCP proxy of the run's own instead, and a "restart" does to them what one does: every
// connection cut, new ones refused while it starts, no backend of the old connections left (a
// connection the proxy cut may live on in PostgreSQL until it next writes: pg_terminate_backend
// ends those of this run's database), then accepted again.
import pg from 'pg';
import { startTcpProxy } from './tcp-proxy';

export interface PgProxy {
  /** The database's address through the proxy (what the servers are given). */
  url: string;
  /** Resolves with how many backends survived the cut (ended by pg_terminate_backend). */
  restart(refuseMs: number): Promise<number>;
  close(): Promise<void>;
}

export async function startPgProxy(databaseUrl: string): Promise<PgProxy> {
  const target = new URL(databaseUrl);
  const proxy = await startTcpProxy([Number(target.port || 5432)], target.hostname);
  const through = new URL(databaseUrl);
  through.hostname = '127.0.0.1';
  through.port = new URL(proxy.url).port;
  return {
    url: through.toString(),
    async restart(refuseMs) {
      proxy.down('reset');
      await new Promise((resolve) => setTimeout(resolve, refuseMs));
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rowCount } = await client.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
        return rowCount ?? 0;
      } finally {
        await client.end();
        proxy.up();
      }
    },
    close: () => proxy.close(),
  };
}

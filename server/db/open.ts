// Opens the database: PGlite in a folder under DATA_DIR by default, PostgreSQL when a URL is given.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockFolder } from './folder-lock';
import { listenPostgres, type ListenHeartbeat, type Listener } from './listen-postgres';
import { sqlOver, type AnyPgDatabase, type DatabaseKind, type Sql } from './sql';

export interface OpenDatabase {
  sql: Sql;
  kind: DatabaseKind;
  /** Calls `onPayload` for each NOTIFY on `channel`; `onState` says whether none can be missed. */
  listen(channel: string, onPayload: (payload: string) => void, onState: (up: boolean) => void): Promise<void>;
  /** Runs `work` on a drizzle handle of one connection while no other server process runs work
   * under the same `lockKey` (an advisory lock of that connection on PostgreSQL; on PGlite the
   * data folder's lock keeps every other process out already). For the migrator, whose own
   * transaction cannot nest in one of ours. */
  exclusive<T>(lockKey: number, work: (db: AnyPgDatabase) => Promise<T>): Promise<T>;
  /** PGlite only: runs `work` while every other query and transaction of this process waits,
   * with a dump of the checkpointed data folder: a backup's consistent moment (backup/snapshot.ts). */
  paused?<T>(work: (dump: () => Promise<Blob>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const idleInTransactionMs = 10_000;
const lockWaitMs = 20_000;

export interface DatabaseOptions {
  databaseUrl?: string;
  pgliteDir: string;
  /** PostgreSQL: the LISTEN connection's own way to the database (default databaseUrl). */
  listenDatabaseUrl?: string;
  listenHeartbeat?: ListenHeartbeat;
}

export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl, max: 10,
      // A process frozen or cut off inside a transaction must not hold the others' writes for as
      // long as it stays so: PostgreSQL ends a session idle in its transaction after 10 s (our
      // transactions do no waiting of their own: image work and the SMS provider are outside
      // them), a writer waits at most 20 s for a lock, and TCP keepalive finds a peer gone.
      options: `-c idle_in_transaction_session_timeout=${idleInTransactionMs} -c lock_timeout=${lockWaitMs}`,
      keepAlive: true, keepAliveInitialDelayMillis: 10_000,
    });
    // A connection dropped by the server (restart, failover, a session ended as idle in its
    // transaction) must not crash the process. Idle, the pool drops it (its 'error'). Checked out,
    // the pool listens no more, and an unheard 'error' event ends the process: its own listener
    // keeps it to the request holding it, whose next query fails; released, the pool drops it.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg({ client: pool }) as unknown as AnyPgDatabase;
    const listeners: Listener[] = [];
    return {
      sql: sqlOver(db),
      kind: 'postgresql',
      async listen(channel, onPayload, onState) {
        const url = options.listenDatabaseUrl ?? options.databaseUrl!;
        listeners.push(await listenPostgres(url, channel, onPayload, onState, options.listenHeartbeat));
      },
      async exclusive(lockKey, work) {
        const connection = await pool.connect();
        try {
          // The migrator's turn waits as long as another process's migration runs, however long.
          await connection.query('SET lock_timeout = 0');
          await connection.query('SELECT pg_advisory_lock($1)', [lockKey]);
          return await work(drizzlePg({ client: connection }) as unknown as AnyPgDatabase);
        } finally {
          // Closed, not pooled: closing its session is what gives the lock up, whatever work did.
          connection.release(true);
        }
      },
      async close() {
        await Promise.all(listeners.map((listener) => listener.close()));
        await pool.end();
      },
    };
  }
  const lock = await lockFolder(options.pgliteDir);
  let client: PGlite;
  try {
    // PGlite does not create parent folders (stack.md).
    mkdirSync(options.pgliteDir, { recursive: true });
    client = await PGlite.create(options.pgliteDir);
  } catch (error) {
    lock.release();
    throw error;
  }
  const db = drizzlePglite({ client }) as unknown as AnyPgDatabase;
  return {
    sql: sqlOver(db),
    kind: 'pglite',
    // One session in this process: a notification arrives with the answer to the COMMIT that
    // sent it, before that write's caller goes on, so nothing is ever missed.
    async listen(channel, onPayload, onState) {
      await client.listen(channel, onPayload);
      onState(true);
    },
    exclusive: (_lockKey, work) => work(db),
    // PGlite's query() and exec() wait for an open transaction (its transaction mutex) and
    // dumpDataDir only for the statement running; holding a transaction of our own makes the
    // dump fall between whole transactions, and the checkpoint puts every commit in the files.
    paused: (work) => client.transaction(async (tx) => {
      await tx.exec('CHECKPOINT');
      return work(async () => client.dumpDataDir('gzip'));
    }),
    async close() {
      await client.close();
      lock.release();
    },
  };
}

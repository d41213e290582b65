// Opens the database: PGlite in a folder under DATA_DIR by default, PostgreSQL when a URL is given.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockFolder } from './folder-lock';
import { listenPostgres, type Listener } from './listen-postgres';
import { sqlOver, type AnyPgDatabase, type DatabaseKind, type Sql } from './sql';

export interface OpenDatabase {
  sql: Sql;
  kind: DatabaseKind;
  /** Calls `onPayload` for each NOTIFY on `channel`; `onState` says whether none can be missed. */
  listen(channel: string, onPayload: (payload: string) => void, onState: (up: boolean) => void): Promise<void>;
  close(): Promise<void>;
}

export async function openDatabase(options: { databaseUrl?: string; pgliteDir: string }): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool makes a new one on the next query.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool }) as unknown as AnyPgDatabase;
    const listeners: Listener[] = [];
    return {
      sql: sqlOver(db),
      kind: 'postgresql',
      async listen(channel, onPayload, onState) {
        listeners.push(await listenPostgres(options.databaseUrl!, channel, onPayload, onState));
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
    async close() {
      await client.close();
      lock.release();
    },
  };
}

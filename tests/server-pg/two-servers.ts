// Two server processes on one fresh PostgreSQL database (this one in-process, the other a child),
// sharing a JWT secret. The PostgreSQL pass runs these suites; without TEST_DATABASE_URL they
// fail, never skip: two processes cannot share one PGlite folder, so there is nothing to fall
// back on.
import { afterAll, beforeAll } from 'vitest';
import { freshPostgres, startTestServer, type TestServer } from '../server/harness';
import { tokensOf, type Tokens } from '../server/fixtures';
import { startServerProcess, type ServerProcess } from '../server/server-process';

export interface TwoServers { a: TestServer; b: ServerProcess; tokens: Tokens }

export function postgresUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: the PostgreSQL suites need a PostgreSQL server');
  return url;
}

/** Starts both servers before the suite's tests and stops them after; read it inside a test. */
export function twoServersOnPostgres(): () => TwoServers {
  let servers: TwoServers | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const fresh = await freshPostgres(postgresUrl());
    drop = fresh.drop;
    const jwtSecret = 'a shared secret for both test processes';
    const a = await startTestServer({ databaseUrl: fresh.url, jwtSecret });
    const b = await startServerProcess({ databaseUrl: fresh.url, jwtSecret });
    servers = { a, b, tokens: await tokensOf(a) };
  });
  afterAll(async () => {
    await servers?.b.close();
    await servers?.a.close();
    await drop?.();
  });
  return () => {
    if (!servers) throw new Error('the two servers did not start');
    return servers;
  };
}

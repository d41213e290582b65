// A throwaway PostgreSQL database for one bench run, created and dropped by the bench itself.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** BENCH_DATABASE_URL, else DATABASE_URL: a server the bench may create databases on. */
export function postgresBaseUrl(): string | undefined {
  return process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;
}

export async function freshDatabase(baseUrl: string): Promise<BenchDatabase> {
  const name = `bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

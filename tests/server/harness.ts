// startTestServer (the shared contract): a real server on loopback over a fresh database.
// PGlite: the first open of a new folder costs ≈5.6 s, so one migrated + seeded template folder
// is built per migration hash (under the OS temp folder, shared by runs) and copied per server.
// PostgreSQL (SERVER_TEST_DB=postgres + TEST_DATABASE_URL): a fresh database per server.
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { startServer, type StartOptions } from '../../server/start';
import { migrate, migrationsHash } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open';
import { seed } from '../../server/db/seed';
import type { Sql } from '../../server/db/sql';
import { recordTrafficOf } from './traffic';

export const superAdminPassword = 'superadmin1234';

export interface TestServer {
  url: string;
  /** With `httpsPort`: the app's address over HTTPS (`url` is then the plain port). */
  httpsUrl?: string;
  apiUrl: string;
  dataDir: string;
  /** The server's database, to assert on what it stored. */
  sql: Sql;
  login(userName: string, password: string): Promise<string>;
  close(): Promise<void>;
}

let templateReady: Promise<string> | undefined;

async function buildTemplate(): Promise<string> {
  const template = join(tmpdir(), `clinic-pglite-template-${migrationsHash()}`);
  if (existsSync(join(template, 'PG_VERSION'))) return template;
  const building = mkdtempSync(join(tmpdir(), 'clinic-pglite-building-'));
  const database = await openDatabase({ pgliteDir: building });
  await migrate(database);
  await seed(database.sql, { adminPassword: superAdminPassword, demo: true, log: () => {} });
  await database.close();
  try {
    renameSync(building, template);
  } catch {
    // Another test process finished first; its template is as good as ours.
    rmSync(building, { recursive: true, force: true });
  }
  return template;
}

/** `sql` run on the cluster's base database, on a connection of its own. */
async function onCluster(baseUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

async function databaseExists(baseUrl: string, name: string): Promise<boolean> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    return (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  } finally {
    await admin.end();
  }
}

const databaseUrlOf = (baseUrl: string, name: string) => {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

const postgresTemplates = new Map<string, Promise<string>>();

/** PostgreSQL's twin of the PGlite template: a database migrated and seeded once per migration
 *  hash, copied by CREATE DATABASE … TEMPLATE (a file copy, milliseconds) instead of migrating and
 *  hashing the demo passwords again for every server. */
function postgresTemplate(baseUrl: string): Promise<string> {
  const building = async () => {
    const name = `tpl_${migrationsHash().slice(0, 16)}`;
    if (await databaseExists(baseUrl, name)) return name;
    const partial = `tpl_building_${randomBytes(6).toString('hex')}`;
    await onCluster(baseUrl, `CREATE DATABASE ${partial}`);
    const database = await openDatabase({ databaseUrl: databaseUrlOf(baseUrl, partial), pgliteDir: '' });
    await migrate(database);
    await seed(database.sql, { adminPassword: superAdminPassword, demo: true, log: () => {} });
    await database.close();
    try {
      await onCluster(baseUrl, `ALTER DATABASE ${partial} RENAME TO ${name}`);
    } catch {
      // Another test process finished first (or an earlier run did); its template is as good.
      await onCluster(baseUrl, `DROP DATABASE IF EXISTS ${partial} WITH (FORCE)`);
    }
    return name;
  };
  let template = postgresTemplates.get(baseUrl);
  if (!template) {
    template = building();
    postgresTemplates.set(baseUrl, template);
  }
  return template;
}

/** A new database on the cluster at `baseUrl`: empty, or with `template: true` a copy of the
 *  migrated and seeded template. */
export async function freshPostgres(baseUrl: string, options: { template?: boolean } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await onCluster(baseUrl, `CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${await postgresTemplate(baseUrl)}` : ''}`);
  return {
    url: databaseUrlOf(baseUrl, name),
    drop: () => onCluster(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export interface TestDatabase {
  dataDir: string;
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

let emptyPgliteReady: Promise<string> | undefined;

/** A PGlite folder past initdb and nothing else (initdb is most of a first open's 5.6 s): built
 *  once per PGlite version under the OS temp folder, like the template. */
async function emptyPglite(): Promise<string> {
  const { version } = JSON.parse(readFileSync(resolve('node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string };
  const folder = join(tmpdir(), `clinic-pglite-empty-${version}`);
  if (existsSync(join(folder, 'PG_VERSION'))) return folder;
  const building = mkdtempSync(join(tmpdir(), 'clinic-pglite-building-'));
  const database = await openDatabase({ pgliteDir: building });
  await database.close();
  try {
    renameSync(building, folder);
  } catch {
    rmSync(building, { recursive: true, force: true });
  }
  return folder;
}

/** A data folder with an empty database of this pass's kind (no migration, no user): a new
 *  PostgreSQL database when SERVER_TEST_DB=postgres, else PGlite in `dataDir/pglite`. */
export async function emptyTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'clinic-empty-'));
  const postgresUrl = process.env.SERVER_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  const fresh = postgresUrl ? await freshPostgres(postgresUrl) : undefined;
  if (!fresh) {
    emptyPgliteReady ??= emptyPglite();
    cpSync(await emptyPgliteReady, join(dataDir, 'pglite'), { recursive: true });
  }
  return { dataDir, databaseUrl: fresh?.url, async drop() { await fresh?.drop(); rmSync(dataDir, { recursive: true, force: true }); } };
}

/** The empty database's own connection, for a test that builds an older schema in it. */
export const openEmpty = (database: TestDatabase) =>
  openDatabase({ databaseUrl: database.databaseUrl, pgliteDir: join(database.dataDir, 'pglite') });

/** A data folder with a fresh database: a copy of the PGlite template, or a new PostgreSQL
 * database when SERVER_TEST_DB=postgres (for servers started in another process too). */
export async function prepareTestDatabase(databaseUrl?: string, options: { pglite?: boolean } = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'clinic-server-'));
  let dropDatabase: (() => Promise<void>) | undefined;
  if (!databaseUrl && !options.pglite && process.env.SERVER_TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL) {
    const fresh = await freshPostgres(process.env.TEST_DATABASE_URL, { template: true });
    databaseUrl = fresh.url;
    dropDatabase = fresh.drop;
  } else if (!databaseUrl) {
    templateReady ??= buildTemplate();
    cpSync(await templateReady, join(dataDir, 'pglite'), { recursive: true });
  }
  return {
    dataDir,
    databaseUrl,
    async drop() {
      await dropDatabase?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `pglite: true` keeps PGlite (and photos on disk) in the PostgreSQL pass too. */
export type TestServerOptions = StartOptions & { pglite?: boolean };

export async function startTestServer({ pglite, ...opts }: TestServerOptions = {}): Promise<TestServer> {
  const { dataDir, databaseUrl, drop } = await prepareTestDatabase(opts.databaseUrl, { pglite });
  const dist = resolve('dist');
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    adminPassword: superAdminPassword,
    demo: true,
    staticDir: existsSync(join(dist, 'index.html')) ? dist : undefined,
    quiet: true,
    ...opts,
    databaseUrl,
  });
  const apiUrl = `${server.url}/api/v1/`;
  recordTrafficOf(apiUrl);
  return {
    url: server.url,
    httpsUrl: server.httpsUrl,
    apiUrl,
    dataDir,
    sql: server.sql,
    async login(userName, password) {
      const answer = await fetch(`${apiUrl}Account/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName, password }),
      });
      const body = (await answer.json()) as { result?: { token?: string }; message?: string };
      if (!answer.ok || !body.result?.token) throw new Error(`login ${userName} failed: ${answer.status} ${body.message ?? ''}`);
      return body.result.token;
    },
    async close() {
      await server.close();
      await drop();
    },
  };
}

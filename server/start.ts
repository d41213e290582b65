// startServer (the shared contract): opens and migrates the database, seeds accounts, serves
// /api/v1 and the built app. Resolves once listening.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server as TlsServer } from 'node:tls';
import { loadSecret } from './auth/secret';
import { deliveryKeyOf } from './delivery/server-key';
import { LoginLimiter } from './auth/login-limit';
import { DeviceCookies } from './auth/device-cookie';
import { tokenService } from './auth/tokens';
import { configOf, type StartOptions } from './config';
import { startMaintenance } from './db/maintenance';
import { repeat } from './db/repeat';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { decodeSlots } from './files/decode-slots';
import { seed } from './db/seed';
import { backfillFollowUps } from './store/follow-up-backfill';
import { buildApp } from './http/app';
import { drainerFor } from './http/drain';
import type { Deps } from './http/context';
import { controlRoutes } from './control/routes';
import { startControl } from './control/socket';
import { createLogger, errorClassOf } from './observe/log';
import { createMetrics } from './observe/metrics';
import { projectRoot } from './project-root';
import { fileStoreFor } from './files/file-store';
import { purgeOldAnswers } from './http/idempotency';
import { sweepPendingFiles } from './files/store';
import { namedFiles } from './store/documents';
import { realClock } from './sms/clock';
import { startOutbox } from './sms/outbox';
import { providerOf } from './sms/providers';
import type { Sql } from './db/sql';
import { backupService } from './backup/backup-service';
import { startNightly, realClock as nightlyClock } from './backup/nightly';
import { tlsSourceOf } from './tls/credentials';
import { tlsHostsOf } from './tls/hosts';
import { createHttpsServer, httpsServerOptions, startPlainAndRenewal, type TlsInfo } from './tls/listen';
import { dailyCheck } from './tls/renewal';

/** How long a stop waits for the requests in flight (systemd's TimeoutStopSec is above it). */
const drainLimitMs = 10_000;

/** How long the server keeps an idle keep-alive connection open (ms). */
const idleConnectionMs = 65_000;

export type { StartOptions } from './config';

export interface RunningServer {
  url: string;
  /** With `httpsPort`: where the app is served (`url` then only redirects and serves /ca). */
  httpsUrl?: string;
  close(): Promise<void>;
  /** The server's own database handle (tests read what the server stored through it). */
  sql: Sql;
}

const version = (JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version;

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const config = configOf(options);
  const log = createLogger(config.logLevel, options.logSink);
  const metrics = createMetrics();
  const tlsClock = options.tlsClock ?? dailyCheck;
  // Before the database: a certificate that cannot be read stops the start with nothing to undo.
  const tls: TlsInfo | undefined = options.httpsPort === undefined ? undefined : {
    httpsPort: options.httpsPort,
    source: await tlsSourceOf({ dataDir: config.dataDir, hosts: tlsHostsOf(options.tlsHosts), certFile: options.tlsCertFile, keyFile: options.tlsKeyFile }, tlsClock.now()),
  };
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, listenDatabaseUrl: config.listenDatabaseUrl, listenHeartbeat: config.listenHeartbeat });
  try {
    await migrate(database, log);
    log.info('migrated', { database: database.kind });
    await purgeOldAnswers(database.sql);
    const backfilled = await backfillFollowUps(database.sql);
    if (backfilled > 0) log.info('follow-ups-backfilled', { records: backfilled });
    // What a killed process left half-written: files whose record never committed.
    await sweepPendingFiles(config.filesDir, (names) => namedFiles(database.sql, names));
    await seed(database.sql, { adminPassword: options.adminPassword, demo: config.demo, log: (event, fields) => log.warn(event, fields) });
  } catch (error) {
    await database.close();
    throw error;
  }
  const secret = loadSecret(config.dataDir, options.jwtSecret);
  const provider = providerOf(config.sms);
  const tokens = tokenService(database.sql, secret, { lifetimeSeconds: config.sessionLifetimeSeconds, clock: options.sessionClock });
  try {
    await database.listen('token_revoked', (jti) => tokens.cache.revoked(jti), (up) => {
      tokens.cache.setTrusted(up);
      // Until it is back every token is checked in the database (slower, never wrong).
      if (!up) log.warn('listen-down', { channel: 'token_revoked' });
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  const files = fileStoreFor(database.kind, database.sql, config.filesDir);
  const loginLimiter = new LoginLimiter(database.sql, {
    perAccount: config.loginAttemptsPerWindow, perAddress: config.loginAttemptsPerAddress, perDevice: config.loginAttemptsPerDevice, windowSeconds: config.loginWindowSeconds,
  }, new DeviceCookies(secret));
  const backup = backupService({ pause: database.paused, filesDir: config.filesDir, keys: config.backupKeys, sql: database.sql, log, metrics });
  const outbox = provider ? startOutbox(database.sql, provider, log, metrics, { clock: options.smsClock ?? realClock, timeoutMs: config.sms.timeoutMs }) : undefined;
  const sms = { provider: provider?.name, wake: () => outbox?.wake() };
  const decodes = decodeSlots(config.decodesAtOnce, metrics.decodes);
  const deps: Deps = { sql: database.sql, databaseKind: database.kind, config, tokens, loginLimiter, sms, files, decodes, version, log, metrics, tls, backup, deliveryKey: deliveryKeyOf(secret) };
  const app = buildApp(deps);
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const listen = { fetch: app.fetch, port: tls ? tls.httpsPort : options.port ?? 8080, hostname: options.host ?? '127.0.0.1' };
    const started = tls
      ? serve({ ...listen, createServer: createHttpsServer, serverOptions: httpsServerOptions(tls.source) }, () => resolve(started))
      : serve(listen, () => resolve(started));
    started.once('error', reject);
    // An idle connection is kept a minute, not Node's 5 s: Node's fetch keeps one as long as the
    // server's Keep-Alive hint less a second, and under load its timer comes late, so the server
    // can close a connection just as a test sends its next request on it (ECONNRESET).
    // A tablet on a weak network also keeps its connection between saves, not opening another.
    if ('keepAliveTimeout' in started) Object.assign(started, { keepAliveTimeout: idleConnectionMs, headersTimeout: idleConnectionMs + 1_000 });
  });
  const drainer = drainerFor(server as Server);
  const plain = tls ? await startPlainAndRenewal(tls, server as unknown as TlsServer, { port: options.port ?? 8080, host: options.host ?? '127.0.0.1', log, clock: tlsClock })
    .catch(async (error: unknown) => {
      // The plain port taken: nothing half-started keeps the HTTPS port or the database.
      server.close();
      await database.close();
      throw error;
    }) : undefined;
  const maintenance = startMaintenance(database.sql, database.kind, config.maintenance, log);
  // Kept answers expire while the server runs (a server up for months kept every keyed write's).
  const answersPurge = repeat(config.answersPurge, () => purgeOldAnswers(database.sql).catch((error: unknown) => {
    log.error('kept answers purge failed', { error: errorClassOf(error) });
  }));
  const control = await startControl(config.dataDir, controlRoutes(deps), log);
  const nightly = config.backupDir && database.paused
    ? startNightly({ dir: config.backupDir, at: config.backupAt, keep: config.backupKeep, clock: options.backupClock ?? nightlyClock, run: (file) => backup.take(file, 'nightly') })
    : undefined;
  const urlOf = (scheme: string, address: AddressInfo) => {
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `${scheme}://${host === '0.0.0.0' ? '127.0.0.1' : host}:${address.port}`;
  };
  const url = urlOf('http', (plain?.plain ?? server).address() as AddressInfo);
  const httpsUrl = tls ? urlOf('https', server.address() as AddressInfo) : undefined;
  log.info('listening', { url, httpsUrl, database: database.kind, version });
  return {
    url,
    httpsUrl,
    sql: database.sql,
    async close() {
      const drained = await drainer.drain(options.drainMs ?? drainLimitMs);
      log.info('drained', drained);
      await plain?.close();
      nightly?.stop();
      await control.close();
      await maintenance.stop();
      await answersPurge.stop();
      await outbox?.stop();
      await database.close();
    },
  };
}

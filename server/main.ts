// The server process (`npm start` runs it compiled, `npm run server` from the sources): the
// environment → startServer, serving ./dist.
import { createLogger, errorClassOf, logLevelOf } from './observe/log';
import { smsEnv } from './sms/env';
import { startServer } from './start';
import { backupKeysFromEnv } from './backup/keys';

const env = process.env;
const number = (value: string | undefined) => (value ? Number(value) : undefined);

const log = createLogger(logLevelOf(env.LOG_LEVEL));
const server = await startServer({
  port: number(env.PORT) ?? 8080,
  host: env.HOST ?? '127.0.0.1',
  dataDir: env.DATA_DIR ?? './data',
  databaseUrl: env.DATABASE_URL,
  listenDatabaseUrl: env.DATABASE_LISTEN_URL,
  listenHeartbeat: env.LISTEN_HEARTBEAT_MS ? { everyMs: Number(env.LISTEN_HEARTBEAT_MS), withinMs: number(env.LISTEN_HEARTBEAT_WITHIN_MS) ?? 3_000 } : undefined,
  adminPassword: env.ADMIN_PASSWORD,
  demo: env.DEMO === '1',
  staticDir: env.STATIC_DIR ?? './dist',
  filesDir: env.FILES_DIR,
  maxUploadBytes: number(env.MAX_UPLOAD_BYTES),
  maxUploadPixels: number(env.MAX_UPLOAD_PIXELS),
  decodesAtOnce: number(env.IMAGE_DECODES_AT_ONCE),
  jwtSecret: env.JWT_SECRET,
  tokenTtlSeconds: number(env.TOKEN_TTL_SECONDS),
  sessionLifetimeSeconds: number(env.SESSION_LIFETIME_SECONDS),
  smsSignature: env.SMS_SIGNATURE,
  smsHttpUrl: env.SMS_HTTP_URL,
  smsHttpToken: env.SMS_HTTP_TOKEN,
  ...smsEnv(env),
  trustProxy: env.TRUST_PROXY === '1',
  kioskUploadsPerClient: number(env.KIOSK_UPLOADS_PER_CLIENT),
  uploadBytesPerKioskPerDay: number(env.UPLOAD_BYTES_PER_KIOSK_PER_DAY),
  uploadBytesPerUserPerDay: number(env.UPLOAD_BYTES_PER_USER_PER_DAY),
  logLevel: logLevelOf(env.LOG_LEVEL),
  backupKeys: backupKeysFromEnv(env),
  backupDir: env.BACKUP_DIR,
  backupAt: env.BACKUP_AT,
  backupKeep: number(env.BACKUP_KEEP),
  metricsToken: env.METRICS_TOKEN,
  httpsPort: number(env.HTTPS_PORT),
  tlsHosts: env.TLS_HOSTS,
  tlsCertFile: env.TLS_CERT_FILE,
  tlsKeyFile: env.TLS_KEY_FILE,
}).catch((error: unknown) => {
  // The class on stdout with the other lines; the stack follows on stderr (Node's own report).
  log.error('start-failed', { error: errorClassOf(error) });
  throw error;
});

let stopping = false;
// systemd, Docker and `npm start` (which passes the signal on) stop the server with SIGTERM; a
// terminal with SIGINT. The requests in flight finish (up to 10 s), then the database closes and
// the port and pglite.lock are free. A repeated signal changes nothing: Ctrl-C reaches the server
// both from the terminal and through npm, and the drain has its limit anyway.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    const began = performance.now();
    log.info('stopping', { signal });
    server.close().then(
      () => {
        log.info('stopped', { ms: Math.round(performance.now() - began) });
        process.exit(0);
      },
      (error: unknown) => {
        log.error('stop-failed', { error: errorClassOf(error) });
        process.exit(1);
      },
    );
  });
}

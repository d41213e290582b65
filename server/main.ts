// `npm run server`: the environment → startServer, serving ./dist.
import { logLevelOf } from './observe/log';
import { smsEnv } from './sms/env';
import { startServer } from './start';

const env = process.env;
const number = (value: string | undefined) => (value ? Number(value) : undefined);

const server = await startServer({
  port: number(env.PORT) ?? 8080,
  host: env.HOST ?? '127.0.0.1',
  dataDir: env.DATA_DIR ?? './data',
  databaseUrl: env.DATABASE_URL,
  adminPassword: env.ADMIN_PASSWORD,
  demo: env.DEMO === '1',
  staticDir: env.STATIC_DIR ?? './dist',
  filesDir: env.FILES_DIR,
  maxUploadBytes: number(env.MAX_UPLOAD_BYTES),
  maxUploadPixels: number(env.MAX_UPLOAD_PIXELS),
  jwtSecret: env.JWT_SECRET,
  tokenTtlSeconds: number(env.TOKEN_TTL_SECONDS),
  smsSignature: env.SMS_SIGNATURE,
  smsHttpUrl: env.SMS_HTTP_URL,
  smsHttpToken: env.SMS_HTTP_TOKEN,
  ...smsEnv(env),
  trustProxy: env.TRUST_PROXY === '1',
  kioskUploadsPerClient: number(env.KIOSK_UPLOADS_PER_CLIENT),
  logLevel: logLevelOf(env.LOG_LEVEL),
  httpsPort: number(env.HTTPS_PORT),
  tlsHosts: env.TLS_HOSTS,
  tlsCertFile: env.TLS_CERT_FILE,
  tlsKeyFile: env.TLS_KEY_FILE,
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}

// What startServer was given, with the defaults that need nothing installed (design.md "Server").
import { join, resolve } from 'node:path';
import { defaultMaintenance, type MaintenanceTimes } from './db/maintenance';
import type { RepeatTimes } from './db/repeat';
import type { ListenHeartbeat } from './db/listen-postgres';
import type { LogLevel } from './observe/log';
import type { SessionClock } from './auth/tokens';
import type { BackupKeyOptions } from './backup/keys';
import { parseBackupAt, type NightlyClock } from './backup/nightly';
import type { TlsClock } from './tls/renewal';
import type { SmsClock } from './sms/clock';
import type { ProviderSettings } from './sms/provider';

export interface StartOptions {
  port?: number;
  host?: string;
  dataDir?: string;
  databaseUrl?: string;
  /** DATABASE_LISTEN_URL: another way to the same database for the LISTEN connection (one that
   * bypasses a pooler in transaction mode, where LISTEN does not work); default DATABASE_URL. */
  listenDatabaseUrl?: string;
  /** How often the LISTEN connection sends itself a heartbeat, and how soon it must come back. */
  listenHeartbeat?: ListenHeartbeat;
  adminPassword?: string;
  demo?: boolean;
  staticDir?: string;
  /** No log at all (tests); otherwise LOG_LEVEL's level. */
  quiet?: boolean;
  logLevel?: LogLevel;
  /** Where log lines go (default stdout; tests read them). */
  logSink?: (line: string) => void;
  /** Overrides read from the environment by main.ts; tests set them directly. */
  filesDir?: string;
  maxUploadBytes?: number;
  maxUploadPixels?: number;
  /** IMAGE_DECODES_AT_ONCE: uploaded images decoded at once (each holds its pixels in memory). */
  decodesAtOnce?: number;
  jwtSecret?: string;
  tokenTtlSeconds?: number;
  /** How long a staff sign-in lasts at most, however busy the tablet: its token is refused after (default 12 hours). */
  sessionLifetimeSeconds?: number;
  /** The clock a staff session's age is read on (tests move it by hand). */
  sessionClock?: SessionClock;
  smsSignature?: string;
  smsHttpUrl?: string;
  smsHttpToken?: string;
  /** SMS_PROVIDER: kavenegar | smsir | http; unset (and no smsHttpUrl): messages are only recorded. */
  smsProvider?: 'kavenegar' | 'smsir' | 'http';
  smsApiKey?: string;
  /** The line number messages are sent from. */
  smsSender?: string;
  /** Another address for the provider's API (tests, a proxy). */
  smsApiBase?: string;
  smsTimeoutMs?: number;
  smsPerNumberPerDay?: number;
  smsPerUserPerDay?: number;
  /** The SMS sender loop's clock (tests move it by hand). */
  smsClock?: SmsClock;
  loginAttemptsPerWindow?: number;
  loginAttemptsPerAddress?: number;
  /** Failed sign-ins one device cookie may make in a window (default 10). */
  loginAttemptsPerDevice?: number;
  /** How long sign-in attempts count (default 15 minutes). */
  loginWindowSeconds?: number;
  trustProxy?: boolean;
  kioskUploadsPerClient?: number;
  /** UPLOAD_BYTES_PER_KIOSK_PER_DAY, UPLOAD_BYTES_PER_USER_PER_DAY: stored upload bytes a kiosk
   * device, and a staff member, may add in one clinic-local day. */
  uploadBytesPerKioskPerDay?: number;
  uploadBytesPerUserPerDay?: number;
  /** The clock whose day the upload quotas count (tests move it to the next day). */
  uploadClock?: { now(): number };
  /** HTTPS_PORT: the app over HTTPS there, and `port` then only redirects and serves /ca (server/tls/). */
  httpsPort?: number;
  /** TLS_HOSTS: the names and addresses of the server certificate (default: this machine's). */
  tlsHosts?: string | string[];
  /** TLS_CERT_FILE, TLS_KEY_FILE: the clinic's own certificate instead of the generated one. */
  tlsCertFile?: string;
  tlsKeyFile?: string;
  /** When the certificate is looked at for renewal (tests: their own clock; default daily). */
  tlsClock?: TlsClock;
  /** When the server first looks at PGlite's tables for autovacuum's work (db/maintenance.ts), and how often after. */
  maintenance?: MaintenanceTimes;
  /** When kept Idempotency-Key answers past their 45 days are first purged, and how often after. */
  answersPurge?: RepeatTimes;
  /** BACKUP_PASSPHRASE, BACKUP_AGE_RECIPIENT, BACKUP_AGE_IDENTITY_FILE (backup/keys.ts). */
  backupKeys?: BackupKeyOptions;
  /** BACKUP_DIR: nightly backups there at BACKUP_AT (HH:MM local, default 02:30), the last BACKUP_KEEP (14) kept. */
  backupDir?: string;
  backupAt?: string;
  backupKeep?: number;
  /** The nightly backup's clock (tests move it). */
  backupClock?: NightlyClock;
  /** How long close() waits for requests in flight (default 10 s). */
  drainMs?: number;
  /** A bearer token that may read GET /metrics from anywhere (else loopback only). */
  metricsToken?: string;
}

export interface ServerConfig {
  dataDir: string;
  pgliteDir: string;
  filesDir: string;
  databaseUrl: string | undefined;
  listenDatabaseUrl: string | undefined;
  listenHeartbeat: ListenHeartbeat;
  staticDir: string | undefined;
  demo: boolean;
  quiet: boolean;
  logLevel: LogLevel;
  maxUploadBytes: number;
  maxUploadPixels: number;
  decodesAtOnce: number;
  tokenTtlSeconds: number;
  sessionLifetimeSeconds: number;
  kioskTtlSeconds: number;
  kioskUploadsPerClient: number;
  uploadBytesPerKioskPerDay: number;
  uploadBytesPerUserPerDay: number;
  uploadClock: { now(): number };
  smsSignature: string;
  smsHttpUrl: string | undefined;
  smsHttpToken: string | undefined;
  sms: ProviderSettings;
  smsPerNumberPerDay: number;
  smsPerUserPerDay: number;
  loginAttemptsPerWindow: number;
  /** Per address, any user names: higher, since a clinic's tablets may share one address. */
  loginAttemptsPerAddress: number;
  /** Per device cookie (a browser that signed that user in before): its holder's own failures. */
  loginAttemptsPerDevice: number;
  loginWindowSeconds: number;
  /** TRUST_PROXY=1: the client's address is the last X-Forwarded-For entry. */
  trustProxy: boolean;
  maintenance: MaintenanceTimes;
  answersPurge: RepeatTimes;
  backupKeys: BackupKeyOptions;
  backupDir: string | undefined;
  backupAt: string;
  backupKeep: number;
  metricsToken: string | undefined;
}

/** The reception unit's signature under every SMS (001 §7: "wording not shown"). */
export const defaultSmsSignature = 'واحد پذیرش موسسه خیریه';

export function configOf(options: StartOptions): ServerConfig {
  const dataDir = resolve(options.dataDir ?? './data');
  return {
    dataDir,
    pgliteDir: join(dataDir, 'pglite'),
    filesDir: resolve(options.filesDir ?? join(dataDir, 'files')),
    databaseUrl: options.databaseUrl || undefined,
    listenDatabaseUrl: options.listenDatabaseUrl || options.databaseUrl || undefined,
    // A silently dead LISTEN connection is found within 8 s: a token revoked meanwhile is
    // checked in the database from then on. One tiny query every 5 s per process.
    listenHeartbeat: options.listenHeartbeat ?? { everyMs: 5_000, withinMs: 3_000 },
    staticDir: options.staticDir ? resolve(options.staticDir) : undefined,
    demo: options.demo ?? false,
    quiet: options.quiet ?? false,
    logLevel: options.quiet ? 'silent' : options.logLevel ?? 'info',
    maxUploadBytes: options.maxUploadBytes ?? 15 * 1024 * 1024,
    // 50 megapixels: above any tablet camera, below what a decompression bomb needs.
    maxUploadPixels: options.maxUploadPixels ?? 50_000_000,
    // Two: the server's two cores are busy with two anyway; at most 2 × 200 MB of pixels.
    decodesAtOnce: Math.max(1, options.decodesAtOnce ?? 2),
    // A working day and a half: tablets sign in each morning; queued writes wait for a new token.
    tokenTtlSeconds: options.tokenTtlSeconds ?? 36 * 3600,
    // A working day: a token copied off a tablet is refused by the next morning, whatever the TTL.
    sessionLifetimeSeconds: options.sessionLifetimeSeconds ?? 12 * 3600,
    kioskTtlSeconds: 30 * 24 * 3600,
    // A visitor's intake has 5 document and a few personal types; retakes allowed, floods not.
    kioskUploadsPerClient: options.kioskUploadsPerClient ?? 20,
    // A busy reception desk: 100 patients a day, 6 photos each, about 1 MB each once the tablet
    // has scaled them to 1600 px: 0.6 GB. A kiosk sees fewer. Several times that, and still a
    // bound on what one device or account can put on the clinic's disk in a day.
    uploadBytesPerKioskPerDay: options.uploadBytesPerKioskPerDay ?? 2 * 1024 ** 3,
    uploadBytesPerUserPerDay: options.uploadBytesPerUserPerDay ?? 4 * 1024 ** 3,
    uploadClock: options.uploadClock ?? { now: () => Date.now() },
    smsSignature: options.smsSignature ?? defaultSmsSignature,
    smsHttpUrl: options.smsHttpUrl,
    smsHttpToken: options.smsHttpToken,
    sms: {
      provider: options.smsProvider, apiKey: options.smsApiKey, sender: options.smsSender, apiBase: options.smsApiBase,
      httpUrl: options.smsHttpUrl, httpToken: options.smsHttpToken, timeoutMs: options.smsTimeoutMs ?? 10_000,
    },
    // Far above a clinic's real use: a reminder or two per patient a day, a few dozen per person.
    smsPerNumberPerDay: options.smsPerNumberPerDay ?? 5,
    smsPerUserPerDay: options.smsPerUserPerDay ?? 200,
    loginAttemptsPerWindow: options.loginAttemptsPerWindow ?? 10,
    loginAttemptsPerAddress: options.loginAttemptsPerAddress ?? 30,
    loginAttemptsPerDevice: options.loginAttemptsPerDevice ?? 10,
    trustProxy: options.trustProxy ?? false,
    loginWindowSeconds: options.loginWindowSeconds ?? 15 * 60,
    maintenance: options.maintenance ?? defaultMaintenance,
    answersPurge: options.answersPurge ?? { firstAfterMs: 60_000, everyMs: 3_600_000 },
    backupKeys: options.backupKeys ?? {},
    backupDir: options.backupDir ? resolve(options.backupDir) : undefined,
    backupAt: parseBackupAt(options.backupAt),
    backupKeep: Math.max(1, options.backupKeep ?? 14),
    metricsToken: options.metricsToken || undefined,
  };
}

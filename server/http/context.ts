// What every handler can reach: the database, the configuration, the signed-in caller.
import type { Role } from '../../src/domain/roles';
import type { ServerConfig } from '../config';
import type { DatabaseKind, Sql } from '../db/sql';
import type { LoginLimiter } from '../auth/login-limit';
import type { TokenService } from '../auth/tokens';
import type { FileStore } from '../files/file-store';
import type { Logger } from '../observe/log';
import type { ServerMetrics } from '../observe/metrics';
import type { BackupService } from '../backup/backup-service';
import type { TlsInfo } from '../tls/listen';
import type { ServerDeliveryKey } from '../delivery/server-key';
import type { DecodeSlots } from '../files/decode-slots';

export interface Caller {
  /** The staff user; a Kiosk token keeps the id of the staff member who issued it. */
  userId: number;
  role: Role;
  jti: string;
  /** When the token was issued (epoch ms; its JWT `iat`): a sign-in's age. */
  issuedAt?: number;
  /** A delivered write's tablet (its registered device id), for the audit trail. */
  deviceId?: string;
}

export interface Deps {
  sql: Sql;
  databaseKind: DatabaseKind;
  config: ServerConfig;
  tokens: TokenService;
  loginLimiter: LoginLimiter;
  /** The SMS outbox: which provider sends (none: recorded only), and a nudge after a commit. */
  sms: { provider: string | undefined; wake(): void };
  /** Uploaded photos: on disk with PGlite, in the database on PostgreSQL. */
  files: FileStore;
  /** At most so many uploaded images decoded at once (their pixels are in memory meanwhile). */
  decodes: DecodeSlots;
  version: string;
  log: Logger;
  metrics: ServerMetrics;
  /** Backups of the embedded database (control command, nightly, SuperAdmin's card). */
  backup: BackupService;
  /** HTTPS on the clinic's network (HTTPS_PORT), when on. */
  tls?: TlsInfo;
  /** The key tablets seal their queued writes for (delivery/server-key.ts). */
  deliveryKey: ServerDeliveryKey;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    caller: Caller | undefined;
    /** The token given was ended by a password set (auth/guard.ts): its 401 says so. */
    credentialsChanged: boolean | undefined;
    requestId: string;
    /** Runs a request through the whole app, as if it came from outside (sync/batch). */
    dispatch: (request: Request) => Promise<Response>;
    /** The answer holds a passing fault (a sync/batch entry answered 5xx, 401 or 429): it is not
     * kept under the request's Idempotency-Key, so the retry really runs again. */
    passingFault: boolean | undefined;
    /** The answer is made of answers each kept under its own key (sync/batch's): a patient's
     * delete purges it whole (http/kept-answers.ts). */
    answerOfParts: boolean | undefined;
  };
}

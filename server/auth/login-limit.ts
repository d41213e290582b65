// Sign-in attempts counted in the database (shared by every server process behind a load
// balancer), each taken by one atomic upsert BEFORE the password is checked: 100 parallel guesses
// get exactly the limit through; a success gives its attempt back. Which counters an attempt
// takes is OWASP's device-cookie scheme (device-cookie.ts):
// - with a genuine device cookie of that user: only that cookie's own counter, so an attack on
//   the account from elsewhere never holds back a tablet that signed the person in before;
// - without one (an untrusted client): the account's counter for untrusted clients and the
//   address's. An attacker's guesses lock out only untrusted clients of that account.
// The account key is lower()ed by the database, the very rule sign-in matches names with
// (JavaScript's toLowerCase differs: `receptİon`). A key the server saw over its limit is refused
// from memory until its window ends, so a flood of guesses costs no write each.
import { sql, type SQL } from 'drizzle-orm';
import type { Sql } from '../db/sql';
import type { DeviceCookies } from './device-cookie';

export interface LoginLimits {
  /** Per account, for clients without that user's device cookie. */
  perAccount: number;
  /** Per address, any user names, clients without a device cookie only. */
  perAddress: number;
  /** Per device cookie: its holder's own failures. */
  perDevice: number;
  windowSeconds: number;
}

/** Who is attempting: `device` is the nonce of the user's genuine device cookie, if presented. */
export interface LoginAttempt {
  userName: string;
  address: string;
  device?: string;
}

/** Allowed, or which counter is over its limit. */
export type LoginVerdict = 'allowed' | 'device' | 'untrusted' | 'address';

interface Counter {
  verdict: Exclude<LoginVerdict, 'allowed'>;
  /** Its key as typed (the memory's); `key` is the database's. */
  typed: string;
  key: SQL | string;
  limit: number;
}

const untrustedKey = (userName: string) => sql`'untrusted:' || lower(${userName})`;
const addressKey = (address: string) => `address:${address}`;
const deviceKey = (nonce: string) => `device:${nonce}`;
const overKeysKept = 10_000;
const windowOf = (seconds: number) => sql`make_interval(secs => ${seconds})`;

export class LoginLimiter {
  /** Keys over their limit, by the name as typed (another spelling asks the database), with the
   *  moment their window ends on this process's clock. Counts only go up within a window and no
   *  success can come while over, so what the database said holds until then. */
  private readonly overUntil = new Map<string, number>();
  private lastSweep = 0;

  constructor(private readonly db: Sql, private readonly limits: LoginLimits, readonly devices: DeviceCookies) {}

  /** Counts this attempt against the counters that judge it (see the file's head). */
  async take(attempt: LoginAttempt): Promise<LoginVerdict> {
    const now = Date.now();
    const counters: Counter[] = attempt.device !== undefined
      ? [{ verdict: 'device', typed: deviceKey(attempt.device), key: deviceKey(attempt.device), limit: this.limits.perDevice }]
      : [
        { verdict: 'untrusted', typed: `untrusted:${attempt.userName}`, key: untrustedKey(attempt.userName), limit: this.limits.perAccount },
        { verdict: 'address', typed: addressKey(attempt.address), key: addressKey(attempt.address), limit: this.limits.perAddress },
      ];
    const known = counters.find((counter) => this.knownOver(counter.typed, now));
    if (known) return known.verdict;
    const window = windowOf(this.limits.windowSeconds);
    const expired = sql`login_limits.window_start < now() - ${window}`;
    const rows = await this.db.rows<{ limit_key: string; attempts: number; secondsLeft: number }>(sql`INSERT INTO login_limits (limit_key, attempts)
      VALUES ${sql.join(counters.map((counter) => sql`(${counter.key}, 1)`), sql`, `)}
      ON CONFLICT (limit_key) DO UPDATE SET
        attempts = CASE WHEN ${expired} THEN 1 ELSE login_limits.attempts + 1 END,
        window_start = CASE WHEN ${expired} THEN now() ELSE login_limits.window_start END
      RETURNING limit_key, attempts, extract(epoch FROM login_limits.window_start + ${window} - now())::float8 AS "secondsLeft"`);
    await this.sweep();
    const over = new Set<LoginVerdict>();
    for (const row of rows) {
      const counter = counters.find((candidate) => row.limit_key.startsWith(`${candidate.verdict}:`))!;
      if (row.attempts <= counter.limit) continue;
      over.add(counter.verdict);
      this.rememberOver(counter.typed, row.secondsLeft, now);
    }
    // The account's lockout names itself first: its message tells staff what still works.
    return counters.find((counter) => over.has(counter.verdict))?.verdict ?? 'allowed';
  }

  /** A success gives its attempt back: a device cookie starts afresh (its holder knows the
   *  password); an untrusted one returns only its own attempt, so the failures of an attack on
   *  the account still count when its owner signs in somewhere new meanwhile. */
  async giveBack(attempt: LoginAttempt): Promise<void> {
    if (attempt.device !== undefined) {
      await this.db.rows(sql`DELETE FROM login_limits WHERE limit_key = ${deviceKey(attempt.device)}`);
      return;
    }
    await this.db.rows(sql`UPDATE login_limits SET attempts = greatest(attempts - 1, 0)
      WHERE limit_key IN (${untrustedKey(attempt.userName)}, ${addressKey(attempt.address)})`);
  }

  private knownOver(key: string, now: number): boolean {
    const until = this.overUntil.get(key);
    if (until === undefined) return false;
    if (until > now) return true;
    this.overUntil.delete(key);
    return false;
  }

  private rememberOver(key: string, secondsLeft: number, now: number): void {
    if (this.overUntil.size >= overKeysKept) {
      for (const [kept, until] of this.overUntil) if (until <= now) this.overUntil.delete(kept);
      // Still full (a flood from very many addresses): the oldest goes, which only means asking.
      if (this.overUntil.size >= overKeysKept) this.overUntil.delete(this.overUntil.keys().next().value!);
    }
    this.overUntil.set(key, now + secondsLeft * 1000);
  }

  /** Expired buckets go, at most once a minute, through the window index. */
  private async sweep(): Promise<void> {
    if (Date.now() - this.lastSweep < 60_000) return;
    this.lastSweep = Date.now();
    await this.db.rows(sql`DELETE FROM login_limits WHERE window_start < now() - ${windowOf(this.limits.windowSeconds)}`);
  }
}

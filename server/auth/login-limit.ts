// Sign-in attempts counted in the database (shared by every server process behind a load
// balancer), per account and per address, each taken by one atomic upsert BEFORE the password is
// checked: 100 parallel guesses get exactly the limit through. A success gives its attempts back.
// The account key is lower()ed by the database, the very rule sign-in matches names with
// (JavaScript's toLowerCase differs: `receptİon`). A key the server saw over its limit is refused
// from memory until its window ends, so a flood of guesses costs no write each.
import { sql } from 'drizzle-orm';
import type { Sql } from '../db/sql';

export interface LoginLimits {
  perAccount: number;
  perAddress: number;
  windowSeconds: number;
}

const accountKey = (userName: string) => sql`'account:' || lower(${userName})`;
const addressKey = (address: string) => `address:${address}`;
const overKeysKept = 10_000;
const windowOf = (seconds: number) => sql`make_interval(secs => ${seconds})`;

export class LoginLimiter {
  /** Keys over their limit, by the name as typed (another spelling asks the database), with the
   *  moment their window ends on this process's clock. Counts only go up within a window and no
   *  success can come while over, so what the database said holds until then. */
  private readonly overUntil = new Map<string, number>();
  private lastSweep = 0;

  constructor(private readonly db: Sql, private readonly limits: LoginLimits) {}

  /** Counts this attempt; false when the account or the address is over its limit. */
  async take(userName: string, address: string): Promise<boolean> {
    const typed = { account: `account:${userName}`, address: addressKey(address) };
    const now = Date.now();
    if (this.knownOver(typed.account, now) || this.knownOver(typed.address, now)) return false;
    const window = windowOf(this.limits.windowSeconds);
    const expired = sql`login_limits.window_start < now() - ${window}`;
    const rows = await this.db.rows<{ limit_key: string; attempts: number; secondsLeft: number }>(sql`INSERT INTO login_limits (limit_key, attempts)
      VALUES (${accountKey(userName)}, 1), (${addressKey(address)}, 1)
      ON CONFLICT (limit_key) DO UPDATE SET
        attempts = CASE WHEN ${expired} THEN 1 ELSE login_limits.attempts + 1 END,
        window_start = CASE WHEN ${expired} THEN now() ELSE login_limits.window_start END
      RETURNING limit_key, attempts, extract(epoch FROM login_limits.window_start + ${window} - now())::float8 AS "secondsLeft"`);
    await this.sweep();
    let allowed = true;
    for (const row of rows) {
      const isAccount = row.limit_key.startsWith('account:');
      if (row.attempts <= (isAccount ? this.limits.perAccount : this.limits.perAddress)) continue;
      allowed = false;
      this.rememberOver(isAccount ? typed.account : typed.address, row.secondsLeft, now);
    }
    return allowed;
  }

  /** A success: the account starts afresh and the address gets this attempt back. */
  async giveBack(userName: string, address: string): Promise<void> {
    await this.db.rows(sql`DELETE FROM login_limits WHERE limit_key = ${accountKey(userName)}`);
    await this.db.rows(sql`UPDATE login_limits SET attempts = greatest(attempts - 1, 0) WHERE limit_key = ${addressKey(address)}`);
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

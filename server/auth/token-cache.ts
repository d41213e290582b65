// Valid tokens held in memory, so a signed-in call costs no database round trip. Every revocation
// is announced by the database (migration 004, NOTIFY token_revoked at commit) and drops the token
// here; while the announcements cannot be trusted (the listening connection is down) nothing is
// cached. A lookup that overlapped any announcement is not cached either: it may have read the
// row just before the revocation committed.
import type { Caller } from '../http/context';

const maxEntries = 50_000;
// Even a cached token is checked again in the database after this long.
const maxAgeMs = 5 * 60 * 1000;

export class TokenCache {
  private entries = new Map<string, { caller: Caller; expiresAt: number; cachedAt: number }>();
  private generation = 0;
  private trusted = false;
  private heard = new Set<string>();
  private waiters = new Map<string, (() => void)[]>();

  /** Set by the listener: true once LISTEN runs, false when its connection is lost. */
  setTrusted(up: boolean): void {
    this.trusted = up;
    this.generation += 1;
    if (!up) this.entries.clear();
  }

  /** Drops a token this process revoked itself (its announcement is still on the way). */
  forget(jti: string): void {
    this.generation += 1;
    this.entries.delete(jti);
  }

  /** The database announced the revocation of a token. */
  revoked(jti: string): void {
    this.forget(jti);
    this.heard.add(jti);
    if (this.heard.size > 1000) this.heard.delete(this.heard.values().next().value!);
    for (const waiter of this.waiters.get(jti) ?? []) waiter();
    this.waiters.delete(jti);
  }

  /**
   * Resolves once the database's announcement of these revocations reached this process (or
   * after `timeoutMs`). A revoking request waits for it before answering: every listening process
   * was sent the announcement at the same moment, so the caller's next request, wherever it
   * lands, finds the token gone.
   */
  async heardOf(jtis: readonly string[], timeoutMs = 1000): Promise<void> {
    await Promise.all(jtis.filter((jti) => !this.heard.has(jti)).map((jti) => new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      const list = this.waiters.get(jti) ?? [];
      list.push(() => {
        clearTimeout(timer);
        resolve();
      });
      this.waiters.set(jti, list);
    })));
  }

  get(jti: string, now = Date.now()): Caller | undefined {
    if (!this.trusted) return undefined;
    const entry = this.entries.get(jti);
    if (!entry) return undefined;
    if (now >= entry.expiresAt || now - entry.cachedAt > maxAgeMs) {
      this.entries.delete(jti);
      return undefined;
    }
    return entry.caller;
  }

  /** The mark to take before a database lookup and hand to `put` after it. */
  mark(): number {
    return this.generation;
  }

  put(mark: number, caller: Caller, expiresAt: number, now = Date.now()): void {
    if (!this.trusted || mark !== this.generation) return;
    if (this.entries.size >= maxEntries) this.entries.clear();
    this.entries.set(caller.jti, { caller, expiresAt, cachedAt: now });
  }
}

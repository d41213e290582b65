// Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
// signed a user in gets a cookie naming that user and a random nonce, sealed with an HMAC under a
// key derived from the server secret. A later sign-in of the same user that presents it is judged
// by that cookie's own failures (login-limit.ts), so an attack on the account from elsewhere never
// holds back a tablet that has signed the person in before. One cookie per user (its name carries
// the user id): a shared tablet keeps one for each person who signs in on it.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../http/context';

/** Both sign-in paths (Account/login, Account/login/consultation) sit under it; no other call
 *  carries the cookie. Browsers match a cookie path case-sensitively: the app's own spelling. */
export const deviceCookiePath = '/api/v1/Account/login';
export const deviceCookieMaxAgeSeconds = 365 * 24 * 3600;
/** The cookie's name is this and the user's id. */
export const deviceCookiePrefix = 'device-';
const version = 'v1';

export const deviceCookieName = (userId: number) => `${deviceCookiePrefix}${userId}`;

export class DeviceCookies {
  private readonly key: Buffer;

  constructor(secret: Uint8Array) {
    // Its own key: a cookie's MAC can never pass as a token's signature, nor the other way round.
    this.key = createHmac('sha256', Buffer.from(secret)).update('device-cookie').digest();
  }

  /** A new cookie value for this user: `v1.<userId>.<nonce>.<expires>.<mac>`, `expires` in epoch
   *  seconds (the browser forgets it then; the server stops honouring it then too). */
  issue(userId: number, now = Date.now()): string {
    const expires = Math.floor(now / 1000) + deviceCookieMaxAgeSeconds;
    const body = `${version}.${userId}.${randomBytes(16).toString('base64url')}.${expires}`;
    return `${body}.${this.mac(body)}`;
  }

  /** The nonce of a genuine, unexpired cookie for this user, else undefined (forged, altered,
   *  expired, another user's cookie under this name: all read as no cookie). */
  nonceOf(value: string | undefined, userId: number, now = Date.now()): string | undefined {
    const parts = value?.split('.');
    if (parts?.length !== 5 || parts[0] !== version || parts[1] !== String(userId)) return undefined;
    if (!(Number(parts[3]) * 1000 > now)) return undefined;
    const given = Buffer.from(parts[4]!, 'base64url');
    const expected = Buffer.from(this.mac(parts.slice(0, 4).join('.')), 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected) ? parts[2] : undefined;
  }

  /** Whether this request carries any cookie whose MAC holds (for whichever user). */
  anyPresented(c: Context<AppEnv>): boolean {
    return Object.entries(getCookie(c)).some(([name, value]) => {
      const userId = Number(name.slice(deviceCookiePrefix.length));
      return name.startsWith(deviceCookiePrefix) && Number.isSafeInteger(userId) && this.nonceOf(value, userId) !== undefined;
    });
  }

  /** The nonce of this user's genuine cookie in the request, if any. */
  presented(c: Context<AppEnv>, userId: number): string | undefined {
    return this.nonceOf(getCookie(c, deviceCookieName(userId)), userId);
  }

  /** Gives the browser a fresh cookie for this user (after a successful sign-in); its nonce. */
  give(c: Context<AppEnv>, userId: number): string {
    const value = this.issue(userId);
    setCookie(c, deviceCookieName(userId), value, {
      path: deviceCookiePath, maxAge: deviceCookieMaxAgeSeconds, httpOnly: true, sameSite: 'Strict', secure: servedOverHttps(c),
    });
    return value.split('.')[2]!;
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}

/** HTTPS here (HTTPS_PORT), or at the one trusted proxy in front (TRUST_PROXY, its last entry). */
function servedOverHttps(c: Context<AppEnv>): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (!c.get('deps').config.trustProxy) return false;
  return c.req.header('x-forwarded-proto')?.split(',').pop()?.trim().toLowerCase() === 'https';
}

// A bearer token's signature checked once (server/auth/signed-claims.ts): what it answers for a
// token it remembers is what jwtVerify answers, at each moment of the token's life, and a token
// that is not ours (another secret, a changed claim) is refused every time it comes.
import { SignJWT, jwtVerify } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedClaims } from '../../server/auth/signed-claims';

const secret = new TextEncoder().encode('a secret of 32 bytes or more, for HS256');
const start = Date.parse('2026-03-01T08:00:00Z');

const tokenOf = (key: Uint8Array, expiresInSeconds: number) =>
  new SignJWT({ role: 'Reception' }).setProtectedHeader({ alg: 'HS256' }).setSubject('7').setJti('jti-1')
    .setIssuedAt(Math.floor(start / 1000)).setExpirationTime(Math.floor(start / 1000) + expiresInSeconds).sign(key);

const jwtAnswer = (token: string) => jwtVerify(token, secret, { algorithms: ['HS256'] }).then(({ payload }) => payload, () => undefined);

afterEach(() => {
  vi.useRealTimers();
});

describe('signedClaims', () => {
  it('answers a remembered token as jwtVerify does, up to its expiry and after it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const claimsOf = signedClaims(secret);
    const token = await tokenOf(secret, 60);
    for (const at of [0, 1_000, 59_000, 59_999, 60_000, 61_000, 3_600_000]) {
      vi.setSystemTime(start + at);
      const expected = await jwtAnswer(token);
      expect(await claimsOf(token), `${at} ms after sign-in`).toEqual(expected);
      // Asked again at the same moment: the remembered answer, the same.
      expect(await claimsOf(token), `${at} ms after sign-in, again`).toEqual(expected);
    }
    vi.setSystemTime(start + 1_000);
    expect((await claimsOf(token))?.jti).toBe('jti-1');
  });

  it('refuses a token signed with another secret, or with a claim changed, every time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const claimsOf = signedClaims(secret);
    const foreign = await tokenOf(new TextEncoder().encode('another secret of 32 bytes or more!!'), 60);
    const [header, payload, signature] = (await tokenOf(secret, 60)).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const changed = [header, Buffer.from(JSON.stringify({ ...claims, role: 'SuperAdmin' })).toString('base64url'), signature].join('.');
    for (const token of [foreign, changed, foreign, changed]) expect(await claimsOf(token)).toBeUndefined();
  });
});

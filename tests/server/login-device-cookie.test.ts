// Device cookies (OWASP's "Slow Down Online Guessing Attacks with Device Cookies"): an attacker's
// wrong passwords lock out only clients that never signed that user in; a browser holding the
// user's device cookie is judged by that cookie's own failures. Real HTTP; addresses come through
// X-Forwarded-For (TRUST_PROXY), the cookie through the Cookie header a browser would send.
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { serverMessages } from '../../src/domain/server-messages';
import { DeviceCookies } from '../../server/auth/device-cookie';
import { startTestServer, superAdminPassword, type TestServer } from './harness';
import { call, type Answer } from './http';

const stations = [
  ['SuperAdmin', superAdminPassword], ['reception', 'demo1234'], ['screening', 'demo1234'],
  ['helper', 'demo1234'], ['research', 'demo1234'], ['consultation', 'demo1234'],
] as const;

interface From { address: string; cookies?: string[]; proto?: string }

const signIn = (server: TestServer, userName: string, password: string, from: From): Promise<Answer<{ token: string; userId: number }>> =>
  call(server.apiUrl, 'POST', 'Account/login', {
    body: { userName, password },
    headers: {
      'x-forwarded-for': `6.6.6.6, ${from.address}`,
      ...(from.cookies?.length ? { cookie: from.cookies.join('; ') } : {}),
      ...(from.proto ? { 'x-forwarded-proto': from.proto } : {}),
    },
  });

/** `name=value` of the device cookie a sign-in answered with. */
function deviceCookieOf(answer: Answer): string {
  const set = answer.headers.getSetCookie().find((header) => header.startsWith('device-'));
  if (!set) throw new Error(`no device cookie in ${answer.status} answer`);
  return set.split(';')[0]!;
}

/** A tablet: signs its user in once (from its own LAN address) and keeps the cookies it got, as
 *  a browser does. */
async function tabletOf(server: TestServer, userName: string, password: string, address: string): Promise<From> {
  const first = await signIn(server, userName, password, { address });
  expect(first.status).toBe(200);
  return { address, cookies: first.headers.getSetCookie().map((header) => header.split(';')[0]!) };
}

/** An attacker's guesses at one account, spread over addresses; the statuses it got. */
async function attack(server: TestServer, userName: string, guesses: number, addresses: string[], cookies?: string[]): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < guesses; i += 1) {
    statuses.push((await signIn(server, userName, `guess-${i}`, { address: addresses[i % addresses.length]!, cookies })).status);
  }
  return statuses;
}
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

const secret = 'the server secret of the device-cookie tests';

/** Each case on its own server: an attack leaves its lockouts behind for the window. */
async function withServer(run: (server: TestServer) => Promise<void>, options: { jwtSecret?: string } = {}): Promise<void> {
  const server = await startTestServer({ trustProxy: true, ...options });
  try {
    await run(server);
  } finally {
    await server.close();
  }
}

describe('a tablet that signed its user in before', () => {
  it('signs in at once while an attack from two addresses has locked all six accounts', () => withServer(async (server) => {
    const tablets = new Map<string, From>();
    for (const [i, [userName, password]] of stations.entries()) tablets.set(userName, await tabletOf(server, userName, password, `192.168.1.${10 + i}`));
    // 60 wrong passwords, 10 per account, from two addresses: one of them on the clinic's LAN.
    for (const [userName] of stations) expect(count(await attack(server, userName, 10, ['203.0.113.7', '192.168.1.99']), 400)).toBe(10);
    // And one more from the LAN address puts it over its own limit (30).
    expect((await signIn(server, 'nobody', 'x', { address: '192.168.1.99' })).status).toBe(429);
    for (const [userName, password] of stations) {
      // The station's tablet, even on the attacker's own address, is not held back.
      const tablet = tablets.get(userName)!;
      expect((await signIn(server, userName, password, tablet)).status, userName).toBe(200);
      expect((await signIn(server, userName, password, { ...tablet, address: '192.168.1.99' })).status, userName).toBe(200);
      // A device that never signed this person in is.
      const untrusted = await signIn(server, userName, password, { address: '192.168.1.50' });
      expect(untrusted.status, userName).toBe(429);
      expect(untrusted.body.message).toBe(serverMessages.untrustedLoginsLocked);
    }
  }));

  it('gets a fresh cookie on each sign-in: HttpOnly, SameSite=Strict, on the sign-in path, a year, Secure over HTTPS', () => withServer(async (server) => {
    const tablet = await tabletOf(server, 'reception', 'demo1234', '192.168.2.1');
    const again = await signIn(server, 'reception', 'demo1234', tablet);
    const [header] = again.headers.getSetCookie();
    expect(header).toMatch(new RegExp(`^device-${again.body.result.userId}=v1\\.`));
    const attributes = header!.split(';').slice(1).map((part) => part.trim());
    expect(attributes).toEqual(expect.arrayContaining(['Max-Age=31536000', 'Path=/api/v1/Account/login', 'HttpOnly', 'SameSite=Strict']));
    expect(attributes).not.toContain('Secure');
    expect(deviceCookieOf(again)).not.toBe(tablet.cookies![0]);
    const overHttps = await signIn(server, 'reception', 'demo1234', { ...tablet, proto: 'https' });
    expect(overHttps.headers.getSetCookie()[0]).toMatch(/; Secure(;|$)/);
    // The consultation path sits under the cookie's path, and gives one too.
    const consult = await call(server.apiUrl, 'POST', 'Account/login/consultation', { body: { userName: 'consultation', password: 'demo1234' } });
    expect(deviceCookieOf(consult)).toMatch(/^device-\d+=/);
    // openapi.json declares the cookie the call reads and the one it sets.
    const openapi = await (await fetch(`${server.apiUrl}openapi.json`)).json() as { paths: Record<string, { post: { description: string; responses: Record<string, { headers?: Record<string, { description: string }> }> } }> };
    for (const path of ['/Account/login', '/Account/login/consultation']) {
      const { post } = openapi.paths[path]!;
      expect(post.description).toContain('device cookie `device-{userId}`');
      expect(post.responses['200']!.headers!['Set-Cookie']!.description).toContain('Path=/api/v1/Account/login; Max-Age=31536000; HttpOnly; SameSite=Strict');
    }
  }));
});

describe('an attacker without a cookie', () => {
  it('gets 10 password checks per account per 15-minute window, however many addresses it spreads 100 guesses over', () => withServer(async (server) => {
    const addresses = Array.from({ length: 20 }, (_, i) => `198.51.100.${i + 1}`);
    const admin = await tabletOf(server, 'SuperAdmin', superAdminPassword, '192.168.6.1');
    // All at once, as a botnet would: the limit holds for guesses in flight too.
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) =>
      signIn(server, 'SuperAdmin', `guess-${i}`, { address: addresses[i % addresses.length]! })));
    const volley = answers.map((answer) => answer.status);
    expect(count(volley, 400)).toBe(10);
    expect(count(volley, 429)).toBe(90);
    // Those 10 count in a window of 15 minutes: at most 40 guesses an hour at one account.
    expect(answers.find((answer) => answer.status === 429)!.headers.get('retry-after')).toBe('900');
    expect((await signIn(server, 'SuperAdmin', superAdminPassword, admin)).status).toBe(200);
  }));
});

describe('a cookie that is not that user\'s own', () => {
  it('counts as no cookie: forged, altered, expired, or another user\'s', async () => {
    await withServer(async (fresh) => {
      // Sealed the server's way (its secret is the test's): honoured when fresh, so the expired
      // one below is refused for its age alone.
      const sealed = (userId: number, at = Date.now()) => new DeviceCookies(new TextEncoder().encode(secret)).issue(userId, at);
      const admin = await tabletOf(fresh, 'SuperAdmin', superAdminPassword, '192.168.3.1');
      const reception = await tabletOf(fresh, 'reception', 'demo1234', '192.168.3.2');
      const [adminName, adminValue] = admin.cookies![0]!.split('=') as [string, string];
      const [, receptionValue] = reception.cookies![0]!.split('=') as [string, string];
      const [, , receptionNonce, receptionExpires, receptionMac] = receptionValue.split('.');
      const adminId = adminName.slice('device-'.length);
      const adminMac = adminValue.split('.')[4]!;
      const altered = `${adminMac.slice(0, 5)}${adminMac[5] === 'A' ? 'B' : 'A'}${adminMac.slice(6)}`;
      const forged = [
        `${adminName}=${adminValue.slice(0, -adminMac.length)}${altered}`, // a MAC that does not hold
        `${adminName}=${receptionValue}`, // reception's cookie under SuperAdmin's name
        `${adminName}=v1.${adminId}.${receptionNonce}.${receptionExpires}.${receptionMac}`, // reception's nonce and MAC, SuperAdmin's id
        `${adminName}=${sealed(Number(adminId), Date.now() - 366 * 24 * 3600 * 1000)}`, // genuine, but past its year
        reception.cookies![0]!, // reception's genuine cookie, for a SuperAdmin sign-in
      ];
      // Ten wrong passwords, each with a bad cookie: they count against untrusted clients.
      const statuses = await attack(fresh, 'SuperAdmin', 10, ['203.0.113.8'], [forged[0]!]);
      expect(count(statuses, 400)).toBe(10);
      for (const cookie of forged) {
        const answer = await signIn(fresh, 'SuperAdmin', superAdminPassword, { address: '203.0.113.9', cookies: [cookie] });
        expect(answer.status, cookie).toBe(429);
        expect(answer.body.message).toBe(serverMessages.untrustedLoginsLocked);
      }
      expect((await signIn(fresh, 'SuperAdmin', superAdminPassword, admin)).status).toBe(200);
      expect((await signIn(fresh, 'SuperAdmin', superAdminPassword, { address: '203.0.113.9', cookies: [`${adminName}=${sealed(Number(adminId))}`] })).status).toBe(200);
    }, { jwtSecret: secret });
  });

  it('with wrong passwords, wears down the untrusted clients\' counter, not the genuine cookie\'s', async () => {
    await withServer(async (fresh) => {
      const admin = await tabletOf(fresh, 'SuperAdmin', superAdminPassword, '192.168.4.1');
      const [adminName] = admin.cookies![0]!.split('=') as [string];
      const forged = `${adminName}=v1.${adminName.slice('device-'.length)}.forged.9999999999.forged`;
      const statuses = await attack(fresh, 'SuperAdmin', 12, ['203.0.113.10'], [forged]);
      expect(count(statuses, 400)).toBe(10);
      expect(count(statuses, 429)).toBe(2);
      expect((await signIn(fresh, 'SuperAdmin', superAdminPassword, { address: '192.168.4.2' })).status).toBe(429);
      expect((await signIn(fresh, 'SuperAdmin', superAdminPassword, admin)).status).toBe(200);
    });
  });
});

describe('a cookie holder that fails itself', () => {
  it('locks out its own cookie after 10 failures; another tablet of that user and new clients still sign in', async () => {
    await withServer(async (fresh) => {
      const stolen = await tabletOf(fresh, 'SuperAdmin', superAdminPassword, '192.168.5.1');
      const other = await tabletOf(fresh, 'SuperAdmin', superAdminPassword, '192.168.5.2');
      const statuses = await attack(fresh, 'SuperAdmin', 15, ['192.168.5.1'], stolen.cookies);
      expect(count(statuses, 400)).toBe(10);
      expect(count(statuses, 429)).toBe(5);
      const locked = await signIn(fresh, 'SuperAdmin', superAdminPassword, stolen);
      expect(locked.status).toBe(429);
      expect(locked.body.message).toBe(serverMessages.tooManyLogins);
      expect(locked.headers.get('retry-after')).toBeTruthy();
      expect((await signIn(fresh, 'SuperAdmin', superAdminPassword, other)).status).toBe(200);
      expect((await signIn(fresh, 'SuperAdmin', superAdminPassword, { address: '192.168.5.1' })).status).toBe(200);
      // Another user's sign-in through that browser is judged by its own standing.
      expect((await signIn(fresh, 'reception', 'demo1234', stolen)).status).toBe(200);
      expect((await signIn(fresh, 'SuperAdmin', 'still-wrong', other)).body.message).toBe(messages.wrongCredentials);
    });
  });
});

// Every route × every role + Kiosk + anonymous, expected answers derived from the route list and
// the shared permission table: a new route is in the matrix the moment it is registered.
import { describe, expect, it } from 'vitest';
import { staffRoles, type Role } from '../../src/domain/roles';
import { mayAccess } from '../../server/auth/guard';
import { allRoutes } from '../../server/routes/index';
import type { RouteDef } from '../../server/http/route';
import { call } from './http';
import { serverWithTokens, userOfRole } from './fixtures';

const s = serverWithTokens();

const sample: Record<string, string> = { fileName: `${'0'.repeat(32)}.jpg`, documentType: '1', personalFileType: '1', type: '1', visitType: '1', page: '1' };
export const concretePath = (route: RouteDef) => route.path.replace(/\{(\w+)\}/g, (_m, name: string) => sample[name] ?? '999999');

function allowed(route: RouteDef, role: Role): boolean {
  const access = route.access;
  if (access === 'public') return true;
  if ('signedIn' in access) return role !== 'Kiosk' || access.kiosk === true;
  return mayAccess(role, access);
}

const guarded = allRoutes.filter((route) => route.access !== 'public');
const callers: (Role | 'anonymous')[] = ['anonymous', ...staffRoles, 'Kiosk'];

describe('role matrix', () => {
  it('covers every guarded endpoint of api-v1.md', () => {
    // Account 7 (login pages are public; a staff member's password reset), kiosk devices 2, device
    // key escrow 2, clients and documents 20 (search by text too), consultation 3, screening 4, helper 8, covered 3,
    // sync 2 (changes, batch), the HTTPS certificate 1, SMS outbox 2 (send to a client, a
    // client's messages), the last backup 1, a delivery credential 1 (delivering with it is public:
    // the credential is its check, delivery.test.ts), the staff tablets listed and one marked lost 2,
    // SMS templates 4 (read by all staff, kept by SuperAdmin), follow-ups 4 (the open list, a
    // client's, one marked by hand, one closed), a client's timeline 1, reports 1 (the monthly counts), the audit
    // trail 4 (search, a patient's openers, the chain check, views sent by the tablets), exports 1
    // (SuperAdmin and Research).
    expect(guarded.length).toBe(73);
  });

  for (const route of guarded) {
    it(`${route.method.toUpperCase()} ${route.path}`, async () => {
      for (const who of callers) {
        // Logout revokes the token it is called with: use a fresh one.
        let token = who === 'anonymous' ? undefined : s.tokens[who];
        if (route.path === 'Account/logout' && who === 'Kiosk') token = (await call<{ token: string }>(s.server.apiUrl, 'POST', 'Account/kiosk', { token: s.tokens.Reception, body: { deviceName: 'x' } })).body.result.token;
        else if (route.path === 'Account/logout' && who !== 'anonymous' && who !== 'Kiosk') token = await s.server.login(...userOfRole[who]);
        const answer = await call(s.server.apiUrl, route.method.toUpperCase(), concretePath(route), { token, body: route.method === 'get' || route.path === 'Account/logout' ? undefined : {} });
        const label = `${who} → ${answer.status}`;
        expect(answer.status, label).toBeLessThan(500);
        if (who === 'anonymous') expect(answer.status, label).toBe(401);
        else if (allowed(route, who)) expect([401, 403], label).not.toContain(answer.status);
        else expect(answer.status, label).toBe(403);
      }
    });
  }

  // sync/batch lets a Kiosk send those same writes together; each goes through its own check.
  // Device/key: its own device's key alone (device-key.test.ts; here the id is not a uuid: 400).
  it('Kiosk may search, create, upload and submit, its own device key and the views it made, and read nothing else', () => {
    const kioskRoutes = guarded.filter((route) => allowed(route, 'Kiosk')).map((route) => `${route.method} ${route.path}`).sort();
    expect(kioskRoutes).toEqual([
      'delete Account/logout',
      'get Device/key/{deviceId}',
      'post Audit/views',
      'post Client',
      'post Client/personal/upload/{clientId}/{personalFileType}',
      'post Client/search',
      'post Client/submit',
      'post Client/upload/{clientId}/{documentType}',
      'post Device/key',
      'post sync/batch',
    ]);
  });
});

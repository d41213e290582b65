// Kiosk devices: SuperAdmin lists the working kiosk tokens and revokes one; the
// revocation holds from the kiosk's next request.
import { kioskDevicesResult } from '../../src/domain/schemas/results';
import { noResult } from '../../src/domain/schemas/call-results';
import { kioskDevicesText } from '../../src/domain/kiosk-devices-text';
import { listKiosks, revokeKiosk } from '../store/kiosks';
import { reply } from '../http/envelope';
import { notFound } from '../http/failure';
import { recordAudit } from '../store/audit';
import type { RouteDef } from '../http/route';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const kioskRoutes: RouteDef[] = [
  {
    method: 'get', path: 'Account/kiosk', access: { station: 'admins' }, result: kioskDevicesResult, summary: 'The working kiosk devices, newest first',
    handler: async (c) => reply(c, await listKiosks(c.get('deps').sql)),
  },
  {
    method: 'delete', path: 'Account/kiosk/{deviceId}', access: { station: 'admins' }, result: noResult, statuses: [404], summary: 'Revoke a kiosk device\'s token',
    handler: async (c) => {
      const deviceId = c.req.param('deviceId') ?? '';
      const { sql: db, tokens } = c.get('deps');
      const revoked = uuidPattern.test(deviceId) && (await db.tx(async (tx) => {
        const done = await revokeKiosk(tx, deviceId);
        if (done) await recordAudit(tx, { action: 'delete', entity: 'kiosk', target: deviceId });
        return done;
      }));
      if (!revoked) throw notFound();
      // Answer once the database's announcement is out to every process (token-cache.ts).
      await tokens.cache.heardOf([deviceId]);
      return reply(c, null, { message: kioskDevicesText.revoked });
    },
  },
];

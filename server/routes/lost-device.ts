// SuperAdmin marks a tablet lost: its staff sessions, its delivery credentials and its kiosk token
// end at once (one transaction), and the answer waits until every process has heard of the ended
// sessions (token-cache.ts), so the tablet's next request, wherever it lands, is refused.
import * as v from 'valibot';
import { deliveryCredentialBody, staffTabletsResult } from '../../src/domain/delivery';
import { deliveryText } from '../../src/domain/delivery-text';
import { noResult } from '../../src/domain/schemas/call-results';
import { endDevice, listStaffTablets } from '../store/delivery-credentials';
import { reply } from '../http/envelope';
import { HttpFailure, invalid } from '../http/failure';
import { recordAudit } from '../store/audit';
import type { RouteDef } from '../http/route';

export const lostDeviceRoutes: RouteDef[] = [
  {
    method: 'get', path: 'Account/device', access: { station: 'admins' }, result: staffTabletsResult,
    summary: 'The staff tablets people signed in on (each with a working delivery credential), newest first',
    handler: async (c) => reply(c, await listStaffTablets(c.get('deps').sql)),
  },
  {
    method: 'post', path: 'Account/device/{deviceId}/lost', access: { station: 'admins' }, result: noResult, statuses: [404],
    summary: 'Mark a tablet lost: its sessions, delivery credentials and kiosk token end at once',
    handler: async (c) => {
      const parsed = v.safeParse(deliveryCredentialBody.entries.deviceId, c.req.param('deviceId') ?? '');
      if (!parsed.success) throw invalid({ deviceId: deliveryText.deviceIdInvalid });
      const { sql: db, tokens } = c.get('deps');
      const ended = await db.tx(async (tx) => {
        const done = await endDevice(tx, parsed.output);
        if (done.found) await recordAudit(tx, { action: 'delete', entity: 'tabletAccess', target: parsed.output });
        return done;
      });
      if (!ended.found) throw new HttpFailure(404, deliveryText.deviceNotFound);
      for (const jti of ended.jtis) tokens.cache.forget(jti);
      await tokens.cache.heardOf(ended.jtis);
      return reply(c, null, { message: deliveryText.markedLost });
    },
  },
];

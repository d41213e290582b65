// Device key escrow (issue 11 item 2): a tablet offers its data key at its first online staff
// sign-in and any signed-in staff user may fetch it later, so an online sign-in unlocks a tablet
// the person never used. Kiosk tokens are refused: a kiosk holds no staff data key.
import * as v from 'valibot';
import { deviceIdSchema, deviceKeySchema } from '../../src/domain/schemas/device-key';
import { deviceKeyText } from '../../src/domain/device-key-text';
import { offerDeviceKey, storedDeviceKey } from '../store/device-keys';
import { reply } from '../http/envelope';
import { HttpFailure, invalid } from '../http/failure';
import { jsonBody } from '../http/validate';
import type { RouteDef } from '../http/route';

export const deviceKeyRoutes: RouteDef[] = [
  {
    method: 'post', path: 'Device/key', access: { signedIn: true }, body: deviceKeySchema, result: deviceKeySchema,
    summary: 'Offer a tablet\'s data key: the first one offered is kept, and the answer is the kept one',
    handler: async (c, caller) => {
      const { deviceId, key } = await jsonBody(c, deviceKeySchema);
      return reply(c, { deviceId, key: await offerDeviceKey(c.get('deps').sql, deviceId, key, caller!.userId) });
    },
  },
  {
    method: 'get', path: 'Device/key/{deviceId}', access: { signedIn: true }, result: deviceKeySchema, statuses: [404],
    summary: 'A tablet\'s kept data key, for a staff sign-in on that tablet',
    handler: async (c) => {
      const parsed = v.safeParse(deviceIdSchema, c.req.param('deviceId') ?? '');
      if (!parsed.success) throw invalid({ deviceId: deviceKeyText.deviceIdInvalid });
      const deviceId = parsed.output;
      const key = await storedDeviceKey(c.get('deps').sql, deviceId);
      if (key === undefined) throw new HttpFailure(404, deviceKeyText.keyNotFound);
      return reply(c, { deviceId, key });
    },
  },
];

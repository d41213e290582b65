// Device key escrow: a tablet offers its data key at its first online staff sign-in
// and any signed-in staff user may fetch it later, so an online sign-in unlocks a tablet the
// person never used. A kiosk tablet holds a data key of its own, escrowed the same way:
// its token reaches the key of its own device (the token's jti) and no other, so a kiosk token
// never opens a staff tablet's data; a revoked kiosk gets 401 here like everywhere.
import * as v from 'valibot';
import { deviceIdSchema, deviceKeySchema } from '../../src/domain/schemas/device-key';
import { deviceKeyText } from '../../src/domain/device-key-text';
import { offerDeviceKey, storedDeviceKey } from '../store/device-keys';
import { reply } from '../http/envelope';
import { HttpFailure, forbidden, invalid } from '../http/failure';
import { jsonBody } from '../http/validate';
import type { Caller } from '../http/context';
import type { RouteDef } from '../http/route';

/** How long after a staff sign-in its token may fetch or offer a device key. The app does it at
 *  the sign-in itself; later, a token copied off a locked tablet's disk gets no key with it. */
export const staffKeyWindowMs = 10 * 60_000;

/** Staff reach every device, within minutes of their sign-in; a kiosk only its own (its token is
 *  revoked by staff). `deviceId` is already lowercased by the schema. */
function mayReach(caller: Caller, deviceId: string): void {
  if (caller.role === 'Kiosk') {
    if (deviceId !== caller.jti.toLowerCase()) throw forbidden();
    return;
  }
  if (!caller.issuedAt || Date.now() - caller.issuedAt > staffKeyWindowMs) throw new HttpFailure(403, deviceKeyText.signInAgain);
}

export const deviceKeyRoutes: RouteDef[] = [
  {
    method: 'post', path: 'Device/key', access: { signedIn: true, kiosk: true }, body: deviceKeySchema, result: deviceKeySchema,
    summary: 'Offer a tablet\'s data key: the first one offered is kept, and the answer is the kept one. A Kiosk token: its own device only',
    handler: async (c, caller) => {
      const { deviceId, key } = await jsonBody(c, deviceKeySchema);
      mayReach(caller!, deviceId);
      return reply(c, { deviceId, key: await offerDeviceKey(c.get('deps').sql, deviceId, key, caller!.userId) });
    },
  },
  {
    method: 'get', path: 'Device/key/{deviceId}', access: { signedIn: true, kiosk: true }, result: deviceKeySchema, statuses: [404],
    summary: 'A tablet\'s kept data key, for a staff sign-in on that tablet (its token within ten minutes of the sign-in). A Kiosk token: its own device only',
    handler: async (c, caller) => {
      const parsed = v.safeParse(deviceIdSchema, c.req.param('deviceId') ?? '');
      if (!parsed.success) throw invalid({ deviceId: deviceKeyText.deviceIdInvalid });
      const deviceId = parsed.output;
      mayReach(caller!, deviceId);
      const key = await storedDeviceKey(c.get('deps').sql, deviceId);
      if (key === undefined) throw new HttpFailure(404, deviceKeyText.keyNotFound);
      return reply(c, { deviceId, key });
    },
  },
];

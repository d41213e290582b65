// A locked or signed-out tablet's queue leaves with the network: the server's public key to seal
// for, a delivery credential per (author, tablet) asked for at the sign-in, and the delivery of one
// sealed entry with it (delivery/deliver-entry.ts). The credential delivers; it reads nothing.
import { deliveryCredentialBody, deliveryCredentialResult, deliveryKeyResult, deliveryOutcome } from '../../src/domain/delivery';
import { deliveryText } from '../../src/domain/delivery-text';
import { deliverEntry } from '../delivery/deliver-entry';
import { deliveryCredentialOf, issueDeliveryCredential } from '../store/delivery-credentials';
import { reply } from '../http/envelope';
import { HttpFailure, forbidden } from '../http/failure';
import { jsonBody } from '../http/validate';
import type { RouteDef } from '../http/route';
import { errorClassOf } from '../observe/log';
import { staffKeyWindowMs } from './device-key';

export const deliveryRoutes: RouteDef[] = [
  {
    method: 'get', path: 'Sync/deliveryKey', access: 'public', result: deliveryKeyResult,
    summary: 'The public key (P-256 JWK) a tablet seals its queued writes for',
    handler: async (c) => reply(c, c.get('deps').deliveryKey.publicKey),
  },
  {
    method: 'post', path: 'Sync/deliveryCredential', access: { signedIn: true }, body: deliveryCredentialBody, result: deliveryCredentialResult,
    summary: 'At a sign-in: a credential that delivers this person\'s sealed writes from this tablet and reads nothing (an earlier one of the pair ends)',
    handler: async (c, caller) => {
      const { deviceId } = await jsonBody(c, deliveryCredentialBody);
      // As the device key: at the sign-in itself, not by a token copied later off a tablet's disk.
      if (!caller!.issuedAt || Date.now() - caller!.issuedAt > staffKeyWindowMs) throw forbidden();
      return reply(c, { credential: await issueDeliveryCredential(c.get('deps').sql, caller!.userId, deviceId, caller!.jti) });
    },
  },
  {
    method: 'post', path: 'Sync/deliver', access: 'public', octetStream: true, deliveryCredential: true, result: deliveryOutcome, statuses: [400, 401, 403],
    summary: 'One sealed queued write (application/octet-stream), Authorization: Delivery <credential>; answered with its outcome: ids, version, a refusal\'s words',
    handler: async (c) => {
      const match = /^Delivery\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
      const holder = match ? await deliveryCredentialOf(c.get('deps').sql, match[1]!) : undefined;
      if (!holder) throw new HttpFailure(401, deliveryText.credentialInvalid);
      const sealed = new Uint8Array(await c.req.arrayBuffer());
      try {
        const outcome = await deliverEntry(c, holder, sealed);
        c.get('deps').log.info('delivered', { requestId: c.get('requestId'), entryId: outcome.entryId, status: outcome.status, userId: holder.userId });
        return reply(c, outcome, { message: deliveryText.delivered });
      } catch (error) {
        if (!(error instanceof HttpFailure)) c.get('deps').log.warn('delivery failed', { requestId: c.get('requestId'), error: errorClassOf(error) });
        throw error;
      }
    },
  },
];

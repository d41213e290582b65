// Client/send-sms: the reception signature is appended here, once, for every sender.
import { messages } from '../../src/domain/messages';
import { smsSchema } from '../../src/domain/schemas/client';
import { reply } from '../http/envelope';
import { HttpFailure } from '../http/failure';
import { jsonBody } from '../http/validate';
import type { RouteDef } from '../http/route';

export const smsRoutes: RouteDef[] = [
  {
    method: 'post', path: 'Client/send-sms', access: { station: 'clients' }, body: smsSchema, statuses: [502, 503], waitsOutside: true,
    summary: 'Send a text message (recorded; sent when a provider is set); 503 + Retry-After while the same key is still being sent',
    handler: async (c) => {
      const { phoneNumber, text } = await jsonBody(c, smsSchema);
      const { sms, config } = c.get('deps');
      const status = await sms.send(phoneNumber, `${text}\n${config.smsSignature}`);
      if (status === 'failed') throw new HttpFailure(502, messages.smsFailed);
      return reply(c, null, { message: messages.smsSent });
    },
  },
];

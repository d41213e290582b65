// Client/send-sms: the message is recorded in the server's outbox (server/sms/) and the answer
// comes at once; the sender loop hands it to the provider. The reception signature is appended
// here, once, for every sender. Client/send-sms/{clientId} ties the message to its patient (its
// state shows on the client detail; deleting the patient deletes it); the bare path stays for
// tablets that queued a message before it existed.
import { messages } from '../../src/domain/messages';
import { smsSchema } from '../../src/domain/schemas/client';
import { smsListResult, smsQueuedResult } from '../../src/domain/schemas/call-results';
import type { Context } from 'hono';
import { reply } from '../http/envelope';
import { notFound } from '../http/failure';
import { idParam, jsonBody } from '../http/validate';
import type { AppEnv, Caller } from '../http/context';
import type { RouteDef } from '../http/route';
import { clientById } from '../store/clients';
import { recordSms, smsOfClient } from '../sms/store';

async function send(c: Context<AppEnv>, caller: Caller | undefined, clientId: number | null) {
  const { phoneNumber, text, localId } = await jsonBody(c, smsSchema);
  const { sql, config, sms } = c.get('deps');
  if (clientId !== null && !(await clientById(sql, clientId))) throw notFound();
  const stored = await recordSms(sql, {
    clientId, userId: caller!.userId, phoneNumber, text: `${text}\n${config.smsSignature}`, localId,
    state: sms.provider ? 'queued' : 'recorded', provider: sms.provider ?? null,
  }, { perNumber: config.smsPerNumberPerDay, perUser: config.smsPerUserPerDay });
  sql.afterCommit(() => sms.wake());
  c.get('deps').log.info('sms', { id: stored.id, state: stored.state, clientId });
  return reply(c, { id: stored.id, state: stored.state }, { message: messages.smsSent });
}

const access = { station: 'clients' } as const;

export const smsRoutes: RouteDef[] = [
  {
    method: 'post', path: 'Client/send-sms/{clientId}', access, body: smsSchema, result: smsQueuedResult, statuses: [404, 429],
    summary: "Queue a text message to a client's number in the server's outbox (sent by the server, once); 429 past the daily limits",
    handler: (c, caller) => send(c, caller, idParam(c, 'clientId')),
  },
  {
    method: 'post', path: 'Client/send-sms', access, body: smsSchema, result: smsQueuedResult, statuses: [429],
    summary: 'As Client/send-sms/{clientId}, without the client (tablets of an older version)',
    handler: (c, caller) => send(c, caller, null),
  },
  {
    method: 'get', path: 'Client/sms/{clientId}', access, result: smsListResult, statuses: [404],
    summary: "A client's messages, newest first (at most 50), with their state",
    handler: async (c) => {
      const { sql } = c.get('deps');
      const clientId = idParam(c, 'clientId');
      if (!(await clientById(sql, clientId))) throw notFound();
      return reply(c, await smsOfClient(sql, clientId));
    },
  },
];

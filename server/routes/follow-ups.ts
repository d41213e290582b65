// Follow-ups (issue 36 §6): the clinic's open ones, a client's, one opened by hand and one closed
// with a note. The stations that may see a cause (screening, helper, Research, SuperAdmin).
import { followUpText } from '../../src/domain/follow-up-text';
import { closeFollowUpSchema, followUpListResult, followUpResult, openFollowUpSchema } from '../../src/domain/schemas/follow-up';
import { messages } from '../../src/domain/messages';
import { reply } from '../http/envelope';
import { HttpFailure, notFound } from '../http/failure';
import { pageParam, pageSize } from '../http/params';
import { idParam, jsonBody } from '../http/validate';
import type { RouteDef } from '../http/route';
import { clientById } from '../store/clients';
import { closeFollowUp, followUpsOfClient, openByHand, openFollowUps } from '../store/follow-ups';

const access = { station: 'followUp' } as const;

export const followUpRoutes: RouteDef[] = [
  // Before FollowUp/{page}/6: `FollowUp/client/6` matches both, and the first registered answers.
  {
    method: 'get', path: 'FollowUp/client/{clientId}', access, result: followUpListResult, statuses: [404],
    summary: "A client's follow-ups, open and closed, newest first",
    handler: async (c) => {
      const { sql } = c.get('deps');
      const clientId = idParam(c, 'clientId');
      if (!(await clientById(sql, clientId))) throw notFound();
      return reply(c, await followUpsOfClient(sql, clientId));
    },
  },
  {
    method: 'get', path: 'FollowUp/{page}/6', access, result: followUpListResult,
    summary: 'The open follow-ups of the clinic, newest first, with the client, the reason and the date',
    handler: async (c) => {
      const page = pageParam(c);
      const { items, total } = await openFollowUps(c.get('deps').sql, { page, pageSize });
      return reply(c, items, { pagination: { total, page, pageSize } });
    },
  },
  {
    method: 'post', path: 'FollowUp', access, body: openFollowUpSchema, result: followUpResult, statuses: [201, 404],
    summary: 'Mark a client as needing follow-up, with the reason staff give',
    handler: async (c, caller) => {
      const { clientId, reason, localId } = await jsonBody(c, openFollowUpSchema);
      const followUp = await openByHand(c.get('deps').sql, { clientId, reason, localId, userId: caller!.userId });
      if (!followUp) throw notFound();
      if (followUp.clientId !== clientId) throw new HttpFailure(409, messages.invalidValue, null, { localId: messages.invalidValue });
      c.get('deps').log.info('follow-up-opened', { id: followUp.id, clientId });
      return reply(c, followUp, { status: 201, message: followUpText.marked });
    },
  },
  {
    method: 'post', path: 'FollowUp/{id}/close', access, body: closeFollowUpSchema, result: followUpResult, statuses: [404, 409],
    summary: 'Close a follow-up with a note; 409 with the follow-up when it was already closed',
    handler: async (c, caller) => {
      const { note } = await jsonBody(c, closeFollowUpSchema);
      const outcome = await closeFollowUp(c.get('deps').sql, idParam(c, 'id'), note, caller!.userId);
      if (outcome.kind === 'missing') throw notFound();
      if (outcome.kind === 'already') throw new HttpFailure(409, followUpText.alreadyClosed, outcome.followUp);
      c.get('deps').log.info('follow-up-closed', { id: outcome.followUp.id, clientId: outcome.followUp.clientId });
      return reply(c, outcome.followUp, { message: followUpText.closed });
    },
  },
];

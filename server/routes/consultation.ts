// Consultation (api-v1.md): a client's sessions, one session, a new session.
import { messages } from '../../src/domain/messages';
import { consultationSchema } from '../../src/domain/schemas/clinical';
import { consultationCreatedResult, consultationResult, consultationRowsResult } from '../../src/domain/schemas/record-results';
import { recordById, recordsOf } from '../store/records';
import { reply } from '../http/envelope';
import { notFound } from '../http/failure';
import { pageParam, pageSize } from '../http/params';
import { idParam } from '../http/validate';
import type { RouteDef } from '../http/route';
import { recordAudit } from '../store/audit';
import { created, recordCreateRoute } from './record-route';

const access = { station: 'consultation' } as const;

export const consultationRoutes: RouteDef[] = [
  {
    method: 'get', path: 'Consultation/{clientId}/{page}/6', access, result: consultationRowsResult, summary: 'A client\'s consultations, newest first',
    handler: async (c) => {
      const page = pageParam(c);
      const { items, total } = await recordsOf(c.get('deps').sql, 'consultation', idParam(c, 'clientId'), { page, pageSize });
      const rows = items.map((r) => ({ consultId: r.id, consultDate: r.date, performedAt: r.performedAt, consultType: r.consultType, consultName: r.consultantName, version: r.version }));
      return reply(c, rows, { pagination: { total, page, pageSize } });
    },
  },
  {
    method: 'get', path: 'Consultation/{clientId}/{consultId}', access, result: consultationResult, statuses: [404], retryAfter: [503], summary: 'One consultation',
    handler: async (c) => {
      const record = await recordById(c.get('deps').sql, 'consultation', idParam(c, 'consultId'));
      if (!record || record.clientId !== idParam(c, 'clientId')) throw notFound();
      await recordAudit(c.get('deps').sql, { action: 'view', entity: 'consultation', entityId: record.id, clientId: record.clientId });
      return reply(c, { consultId: record.id, consultDate: record.date, performedAt: record.performedAt, consultType: record.consultType, consultantName: record.consultantName, counselingText: record.counselingText, localId: record.localId, version: record.version, updatedAt: record.updatedAt });
    },
  },
  recordCreateRoute({
    path: 'Consultation/{clientId}', access, summary: 'A new consultation', kind: 'consultation', schema: consultationSchema, message: messages.infoSaved, result: consultationCreatedResult,
    answer: (record) => ({ ...created(record), consultId: record.id }),
  }),
];

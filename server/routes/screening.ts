// Screening (api-v1.md): the breast health form (testType 2) of a client.
import { messages } from '../../src/domain/messages';
import { screeningTestTypeLabels } from '../../src/domain/codes';
import { screeningTestSchema } from '../../src/domain/schemas/clinical';
import { noResult } from '../../src/domain/schemas/call-results';
import { screeningRowsResult, screeningTestResult } from '../../src/domain/schemas/record-results';
import { deleteRecord, recordById, recordsOf } from '../store/records';
import { reply } from '../http/envelope';
import { notFound } from '../http/failure';
import { pageParam, pageSize } from '../http/params';
import { idParam } from '../http/validate';
import type { RouteDef } from '../http/route';
import { recordAudit } from '../store/audit';
import { recordCreateRoute } from './record-route';

const access = { station: 'screening' } as const;
const testName = screeningTestTypeLabels[2];

export const screeningRoutes: RouteDef[] = [
  {
    method: 'get', path: 'Screening/{clientId}/{page}/6', access, result: screeningRowsResult, summary: 'A client\'s screening tests, newest first',
    handler: async (c) => {
      const page = pageParam(c);
      const { items, total } = await recordsOf(c.get('deps').sql, 'screeningTest', idParam(c, 'clientId'), { page, pageSize });
      return reply(c, items.map((r) => ({ id: r.id, testType: r.testType, testName, date: r.date, performedAt: r.performedAt, version: r.version })), { pagination: { total, page, pageSize } });
    },
  },
  {
    method: 'get', path: 'Screening/test/{id}', access, result: screeningTestResult, statuses: [404], retryAfter: [503], summary: 'All fields of a screening test',
    handler: async (c) => {
      const record = await recordById(c.get('deps').sql, 'screeningTest', idParam(c, 'id'));
      if (!record) throw notFound();
      await recordAudit(c.get('deps').sql, { action: 'view', entity: 'screeningTest', entityId: record.id, clientId: record.clientId });
      return reply(c, { ...record, testName });
    },
  },
  recordCreateRoute({
    path: 'Screening/{clientId}', access, summary: 'A new breast health form', kind: 'screeningTest', schema: screeningTestSchema, message: messages.testSaved,
  }),
  {
    method: 'delete', path: 'Screening/test/{id}', access, result: noResult, statuses: [404], summary: 'Delete a screening test',
    handler: async (c) => {
      if (!(await deleteRecord(c.get('deps').sql, 'screeningTest', idParam(c, 'id')))) throw notFound();
      return reply(c, null, { message: messages.testDeleted });
    },
  },
];

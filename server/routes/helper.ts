// Helper (social work, api-v1.md): home visits, EORTC QLQ-C30 (scored here), risk tests, disease data.
import { dayIn } from '../../src/domain/clinical-dates';
import { messages } from '../../src/domain/messages';
import { serverMessages } from '../../src/domain/server-messages';
import { helperVisitTypeLabels } from '../../src/domain/codes';
import { diseaseDataSchema, eortcSchema, homeVisitSchema, riskTestSchema } from '../../src/domain/schemas/clinical';
import { scoreEortc, type EortcAnswers } from '../../src/domain/eortc';
import { noResult } from '../../src/domain/schemas/call-results';
import { diseaseDataResult, eortcCreatedResult, helperRowsResult, helperTestResult } from '../../src/domain/schemas/record-results';
import { deleteRecord, recordById, recordsOf, upsertSingle } from '../store/records';
import { reply } from '../http/envelope';
import { HttpFailure, notFound } from '../http/failure';
import { codeParam, ifMatchOf, pageParam, pageSize } from '../http/params';
import { idParam, jsonBody } from '../http/validate';
import type { RouteDef } from '../http/route';
import { recordAudit } from '../store/audit';
import { created, recordCreateRoute, recorderOf } from './record-route';

const access = { station: 'helper' } as const;
const visitTypes = [1, 2, 3] as const;
const nameOf = (visitType: unknown) => helperVisitTypeLabels[visitType as 1 | 2 | 3] ?? '';

export const helperRoutes: RouteDef[] = [
  {
    method: 'get', path: 'Helper/{clientId}/tests/{page}/6', access, result: helperRowsResult, summary: 'A client\'s helper tests of all three kinds, newest first',
    handler: async (c) => {
      const page = pageParam(c);
      const { items, total } = await recordsOf(c.get('deps').sql, 'helperTest', idParam(c, 'clientId'), { page, pageSize });
      return reply(c, items.map((r) => ({ id: r.id, visitType: r.visitType, testName: nameOf(r.visitType), date: r.date, performedAt: r.performedAt, version: r.version })), { pagination: { total, page, pageSize } });
    },
  },
  {
    method: 'get', path: 'Helper/test/{visitType}/{id}', access, codes: { visitType: visitTypes }, result: helperTestResult, statuses: [404], retryAfter: [503], summary: 'All fields of a helper test',
    handler: async (c) => {
      const visitType = codeParam(c, 'visitType', visitTypes);
      const record = await recordById(c.get('deps').sql, 'helperTest', idParam(c, 'id'));
      if (!record || record.visitType !== visitType) throw notFound();
      await recordAudit(c.get('deps').sql, { action: 'view', entity: 'helperTest', entityId: record.id, clientId: record.clientId });
      return reply(c, { ...record, testName: nameOf(visitType) });
    },
  },
  {
    method: 'delete', path: 'Helper/test/{visitType}/{id}', access, codes: { visitType: visitTypes }, result: noResult, statuses: [404], summary: 'Delete a helper test',
    handler: async (c) => {
      const visitType = codeParam(c, 'visitType', visitTypes);
      const db = c.get('deps').sql;
      const record = await recordById(db, 'helperTest', idParam(c, 'id'));
      if (!record || record.visitType !== visitType || !(await deleteRecord(db, 'helperTest', record.id))) throw notFound();
      return reply(c, null, { message: messages.testDeleted });
    },
  },
  recordCreateRoute({
    path: 'Helper/{clientId}/homeVisit', access, summary: 'A home visit report (visitType 1)', kind: 'helperTest', schema: homeVisitSchema,
    message: messages.infoSaved, extra: () => ({ visitType: 1 }),
  }),
  recordCreateRoute({
    path: 'Helper/{clientId}/eortc', access, summary: 'An EORTC QLQ-C30 test (visitType 2), scored on the server', kind: 'helperTest', schema: eortcSchema,
    message: messages.testSaved, result: eortcCreatedResult, extra: (input) => ({ visitType: 2, scores: scoreEortc(input as EortcAnswers) }),
    answer: (record) => ({ ...created(record), scores: record.scores }),
  }),
  recordCreateRoute({
    path: 'Helper/{clientId}/riskTest', access, summary: 'A breast cancer risk-factor test (visitType 3)', kind: 'helperTest', schema: riskTestSchema,
    message: messages.testSaved, extra: () => ({ visitType: 3 }),
  }),
  {
    method: 'get', path: 'Helper/{clientId}/diseaseData', access, result: diseaseDataResult, statuses: [404], retryAfter: [503], summary: 'A client\'s disease data; 404 when none yet',
    handler: async (c) => {
      const { items } = await recordsOf(c.get('deps').sql, 'diseaseData', idParam(c, 'clientId'));
      if (!items[0]) throw notFound();
      await recordAudit(c.get('deps').sql, { action: 'view', entity: 'diseaseData', entityId: items[0].id, clientId: items[0].clientId });
      return reply(c, items[0]);
    },
  },
  {
    method: 'post', path: 'Helper/{clientId}/diseaseData', access, body: diseaseDataSchema, result: diseaseDataResult, ifMatch: true, statuses: [404, 409],
    summary: 'Store (replace) a client\'s disease data (If-Match: the version edited, 0 for none → 409 with the current record, or null, when stale)',
    handler: async (c) => {
      const ifMatch = ifMatchOf(c);
      const { localId, performedAt, ...fields } = await jsonBody(c, diseaseDataSchema);
      // diseasePercentage is always 0 in the product (001 §3, §9); an older tablet sends no day: today's.
      const data = { ...fields, diseasePercentage: 0, performedAt: performedAt ?? dayIn(Date.now()) };
      const outcome = await upsertSingle(c.get('deps').sql, 'diseaseData', idParam(c, 'clientId'), data, localId, ifMatch, recorderOf(c.get('caller')));
      if (outcome.kind === 'missing') throw notFound();
      if (outcome.kind === 'stale') throw new HttpFailure(409, serverMessages.staleVersion, outcome.current);
      return reply(c, outcome.record, { message: messages.infoSaved });
    },
  },
];

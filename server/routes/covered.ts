// Covered patients' examinations, types 0–13 (001 §3), for the research centre.
import * as v from 'valibot';
import { messages } from '../../src/domain/messages';
import { examinationSchemas, examinationTypes, type ExaminationType } from '../../src/domain/schemas/examinations';
import { createdResult, examinationResult, examinationsResult } from '../../src/domain/schemas/record-results';
import { recordsOf } from '../store/records';
import { reply } from '../http/envelope';
import { invalid, notFound } from '../http/failure';
import { isDocumentOf } from '../store/documents';
import { codeParam } from '../http/params';
import { idParam } from '../http/validate';
import type { RouteDef } from '../http/route';
import { recordAudit } from '../store/audit';
import { createFor, created } from './record-route';

const access = { station: 'covered' } as const;

export const coveredRoutes: RouteDef[] = [
  {
    method: 'get', path: 'Covered/{clientId}/exam/{type}', access, codes: { type: examinationTypes }, result: examinationResult, statuses: [404], retryAfter: [503], summary: 'The latest examination record of a type',
    handler: async (c) => {
      const type = codeParam(c, 'type', examinationTypes);
      const { items } = await recordsOf(c.get('deps').sql, 'examination', idParam(c, 'clientId'));
      const latest = items.find((record) => record.type === type);
      if (!latest) throw notFound();
      await recordAudit(c.get('deps').sql, { action: 'view', entity: 'examination', entityId: latest.id, clientId: latest.clientId });
      return reply(c, latest);
    },
  },
  {
    method: 'get', path: 'Covered/{clientId}/exams', access, result: examinationsResult, retryAfter: [503], summary: 'Every examination record of a client, newest first',
    handler: async (c) => {
      const { items } = await recordsOf(c.get('deps').sql, 'examination', idParam(c, 'clientId'));
      await recordAudit(c.get('deps').sql, items.map((record) => ({ action: 'view' as const, entity: 'examination', entityId: record.id, clientId: record.clientId })));
      return reply(c, items);
    },
  },
  {
    method: 'post', path: 'Covered/{clientId}/exam/{type}', access, codes: { type: examinationTypes },
    // For openapi.json: the body is the schema of the type in the path (see examinationSchemas).
    body: v.union(Object.values(examinationSchemas)), result: createdResult, statuses: [201, 404, 409], summary: 'A new examination record of a type',
    handler: async (c) => {
      const type = codeParam(c, 'type', examinationTypes) as ExaminationType;
      const record = await createFor(c, 'examination', examinationSchemas[type], () => ({ type }), async (input, clientId) => {
        const documentId = (input as { documentId?: number | null }).documentId;
        if (documentId === undefined || documentId === null) return;
        // The document the examination was read from: one of this client's own.
        const known = documentId >= 1 && documentId <= 2_147_483_647 && await isDocumentOf(c.get('deps').sql, clientId, documentId);
        if (!known) throw invalid({ documentId: messages.invalidValue });
      });
      return reply(c, created(record), { status: 201, message: messages.infoSaved });
    },
  },
];

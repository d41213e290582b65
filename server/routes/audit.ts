// The audit trail's routes (issue 37 §5): SuperAdmin reads it (search, a patient's openers, the
// chain check); every staff role and a Kiosk send the views they made of what they may read.
// No route edits or deletes an entry: there is no PUT or DELETE under Audit.
import { sql } from 'drizzle-orm';
import { auditPageSize, recentOpenersShown } from '../../src/domain/audit';
import { roleMay } from '../../src/domain/permissions';
import {
  auditEntriesResult, auditSearchQuery, auditVerifyResult, auditViewsResult, auditViewsSchema, type AuditViewInput,
} from '../../src/domain/schemas/audit';
import type { Entity } from '../store/changes';
import { auditPage, recentOpeners, verifyAudit } from '../store/audit-read';
import { recordAudit } from '../store/audit';
import { kioskGrant } from '../store/kiosks';
import { reply } from '../http/envelope';
import { forbidden } from '../http/failure';
import { pageParam } from '../http/params';
import { check, idParam, jsonBody } from '../http/validate';
import type { Caller } from '../http/context';
import type { Sql } from '../db/sql';
import type { RouteDef } from '../http/route';
import { entityStation } from './sync';

const superAdmin = { station: 'admins' } as const;

/** Staff may report a view of what their role reads; a Kiosk only of a client it was granted. */
async function mayReport(db: Sql, caller: Caller, view: AuditViewInput): Promise<boolean> {
  if (caller.role === 'Kiosk') return (await kioskGrant(db, caller.jti, view.clientId)) !== undefined;
  const entity: Entity = view.entity === 'photo' ? 'document' : view.entity;
  return roleMay(caller.role, entityStation[entity]);
}

export const auditRoutes: RouteDef[] = [
  {
    method: 'get', path: 'Audit/{page}/6', access: superAdmin, query: auditSearchQuery, result: auditEntriesResult,
    summary: 'The audit trail, newest first, by patient (nationalCode or clientId), person (userId) and time [from, to)',
    handler: async (c) => {
      const page = pageParam(c);
      const query = check(auditSearchQuery, c.req.query());
      const db = c.get('deps').sql;
      let clientId = query.clientId === undefined ? undefined : Number(query.clientId);
      if (query.nationalCode) {
        // A deleted patient's national code names nobody any more: the trail keeps ids only.
        const found = await db.one<{ id: number }>(sql`SELECT id FROM clients WHERE national_code = ${query.nationalCode}`);
        clientId = found?.id ?? 0;
      }
      const filter = { clientId, userId: query.userId === undefined ? undefined : Number(query.userId), from: query.from, to: query.to };
      const { items, total } = await auditPage(db, filter, page, auditPageSize);
      return reply(c, items, { pagination: { total, page, pageSize: auditPageSize } });
    },
  },
  {
    method: 'get', path: 'Audit/client/{clientId}', access: superAdmin, result: auditEntriesResult,
    summary: 'Who opened a patient\'s detail lately (the last 5)',
    handler: async (c) => reply(c, await recentOpeners(c.get('deps').sql, idParam(c, 'clientId'), recentOpenersShown)),
  },
  {
    method: 'get', path: 'Audit/verify', access: superAdmin, result: auditVerifyResult,
    summary: 'Checks the audit trail\'s hash chain; names the first entry whose link does not hold',
    handler: async (c) => reply(c, await verifyAudit(c.get('deps').sql)),
  },
  {
    method: 'post', path: 'Audit/views', access: { signedIn: true, kiosk: true }, body: auditViewsSchema, result: auditViewsResult, statuses: [403],
    summary: 'Views (and prints) a tablet made, online or offline, sent with its queue (at most 200 a request); a viewId the trail holds already is not kept again',
    handler: async (c, caller) => {
      const { views } = await jsonBody(c, auditViewsSchema);
      const db = c.get('deps').sql;
      for (const view of views) if (!(await mayReport(db, caller!, view))) throw forbidden();
      const recorded = await recordAudit(db, views.map((view) => ({
        action: view.action, entity: view.entity, entityId: view.entityId, clientId: view.clientId, seenAt: view.seenAt, viewId: view.viewId,
      })));
      return reply(c, { recorded });
    },
  },
];

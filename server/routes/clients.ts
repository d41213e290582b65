// Clients (api-v1.md "Clients and their documents"): pages of 6 newest first, searches, CRUD, submit.
import * as v from 'valibot';
import { clientCreatedResult, clientResult, clientSearchResult, clientSubmittedResult, clientSummaryResult } from '../../src/domain/schemas/results';
import { noResult } from '../../src/domain/schemas/call-results';
import { messages } from '../../src/domain/messages';
import { serverMessages } from '../../src/domain/server-messages';
import { clientCreateSchema, clientUpdateSchema, nationalCodeSearchSchema, submitSchema } from '../../src/domain/schemas/client';
import { clientById, clientByCode, clientPage, deleteClient, submitClient, summaryOf, updateClient, type ClientList } from '../store/clients';
import { insertClient } from '../store/client-create';
import { reply } from '../http/envelope';
import { HttpFailure, notFound } from '../http/failure';
import { forgetClient } from '../http/kept-answers';
import { grantKiosk, kioskGrant } from '../store/kiosks';
import { ifMatchOf, pageParam, pageSize } from '../http/params';
import { idParam, jsonBody } from '../http/validate';
import type { ClientCreate, RouteDef } from '../http/route';
import { recorderOf } from './record-route';
import { recordAudit } from '../store/audit';

/** POST Client, as data for sync/batch too (the handler below does exactly this). */
const clientCreate: ClientCreate = {
  of: 'client', schema: clientCreateSchema, message: messages.infoSaved,
  // A visitor at the kiosk does not decide who is one of the staff (the public form has no
  // such box). The covered-patient box is on the seeds' public form (000 §2.10): kept.
  inputFor: (body, kiosk) => (kiosk ? { ...body, isPersonnel: false } : body),
  answer: (client) => ({ id: client.id, localId: client.localId, version: client.version, updatedAt: client.updatedAt }),
};

const listRoute = (path: string, list: ClientList, summary: string): RouteDef => ({
  method: 'get', path, access: { station: 'clients' }, summary, result: v.array(clientSummaryResult),
  handler: async (c) => {
    const page = pageParam(c);
    const { items, total } = await clientPage(c.get('deps').sql, list, page, pageSize);
    return reply(c, items.map(summaryOf), { pagination: { total, page, pageSize } });
  },
});

const searchRoute = (path: string, list: ClientList, kiosk: boolean, summary: string): RouteDef => ({
  method: 'post', path, access: { station: 'clients', kiosk }, body: nationalCodeSearchSchema, result: clientSearchResult, statuses: [404], summary,
  handler: async (c, caller) => {
    const { nationalCode } = await jsonBody(c, nationalCodeSearchSchema);
    const client = await clientByCode(c.get('deps').sql, nationalCode, list);
    if (!client) throw notFound();
    if (caller?.role !== 'Kiosk') {
      await recordAudit(c.get('deps').sql, { action: 'view', entity: 'client', entityId: client.id, clientId: client.id });
      return reply(c, client);
    }
    // A Kiosk learns the id alone (api-v1.md): enough to go on to the documents step, which it
    // may now take for this client (it knew the national code).
    await grantKiosk(c.get('deps').sql, caller.jti, client.id, false);
    return reply(c, { id: client.id });
  },
});

export const clientRoutes: RouteDef[] = [
  listRoute('client/6/{page}', 'all', 'Page of clients, newest first'),
  listRoute('client/covered/{page}/6', 'covered', 'Page of covered patients'),
  listRoute('client/screening/{page}/6', 'screening', 'Page of screening clients'),
  searchRoute('Client/search', 'all', true, 'One client by national code (a Kiosk gets the id alone)'),
  searchRoute('Client/search/covered', 'covered', false, 'One covered patient by national code'),
  searchRoute('Client/search/screening', 'screening', false, 'One screening client by national code'),
  {
    method: 'get', path: 'Client/{id}', access: { station: 'clients' }, result: clientResult, statuses: [404], retryAfter: [503], summary: 'All fields of a client',
    handler: async (c) => {
      const client = await clientById(c.get('deps').sql, idParam(c, 'id'));
      if (!client) throw notFound();
      await recordAudit(c.get('deps').sql, { action: 'view', entity: 'client', entityId: client.id, clientId: client.id });
      return reply(c, client);
    },
  },
  {
    method: 'post', path: 'Client', access: { station: 'clients', kiosk: true }, body: clientCreateSchema, result: clientCreatedResult, statuses: [201, 409], summary: 'Create a client; 409 {id, existing} when the national code exists',
    create: clientCreate,
    handler: async (c, caller) => {
      const kiosk = caller?.role === 'Kiosk' ? caller.jti : undefined;
      const input = clientCreate.inputFor(await jsonBody(c, clientCreateSchema), kiosk !== undefined);
      const db = c.get('deps').sql;
      const client = await insertClient(db, input, kiosk, recorderOf(caller));
      if (!client) {
        const existing = await clientByCode(db, input.nationalCode);
        if (kiosk && existing) await grantKiosk(db, kiosk, existing.id, false);
        throw new HttpFailure(409, serverMessages.clientExists, { id: existing?.id ?? null, existing: true });
      }
      return reply(c, clientCreate.answer(client), { status: 201, message: clientCreate.message });
    },
  },
  {
    method: 'put', path: 'Client/{id}', access: { station: 'clients' }, body: clientUpdateSchema, result: clientResult, ifMatch: true, statuses: [404, 409], summary: 'Update a client (If-Match: version → 409 with the current record when stale)',
    handler: async (c) => {
      const id = idParam(c, 'id');
      const ifMatch = ifMatchOf(c);
      const input = await jsonBody(c, clientUpdateSchema);
      const outcome = await updateClient(c.get('deps').sql, id, input, ifMatch);
      if (outcome.kind === 'missing') throw notFound();
      if (outcome.kind === 'stale') throw new HttpFailure(409, serverMessages.staleVersion, outcome.current);
      if (outcome.kind === 'codeTaken') throw new HttpFailure(409, serverMessages.clientExists, null, { nationalCode: serverMessages.clientExists });
      return reply(c, outcome.client, { message: messages.changesSaved });
    },
  },
  {
    method: 'delete', path: 'Client/{id}', access: { station: 'clients' }, result: noResult, statuses: [404], summary: 'Delete a client with its records and files',
    handler: async (c) => {
      const { sql: db, files } = c.get('deps');
      const id = idParam(c, 'id');
      // With them go the kept answers that hold them (an earlier search's name, national code, phone).
      const names = await db.tx(async (tx) => {
        const removed = await deleteClient(tx, id);
        if (removed) await forgetClient(tx, id);
        return removed;
      });
      if (!names) throw notFound();
      await files.removeWith(db, names);
      return reply(c, null);
    },
  },
  {
    method: 'post', path: 'Client/submit', access: { station: 'clients', kiosk: true }, body: submitSchema, result: clientSubmittedResult, statuses: [404], summary: 'Finalize a registration; answers the version it made (If-Match of an edit after it)',
    handler: async (c, caller) => {
      const { id } = await jsonBody(c, submitSchema);
      const db = c.get('deps').sql;
      let once = false;
      if (caller?.role === 'Kiosk') {
        // A kiosk finalizes only the registrations it made or found by national code; a found
        // client already finalized stays as it is (a version bump would turn staff edits into
        // conflicts), one not yet finalized is finalized once, as the visitor asked.
        const grant = await kioskGrant(db, caller.jti, Number(id));
        if (!grant) throw notFound();
        once = !grant.created;
      }
      const version = await submitClient(db, Number(id), { once });
      if (version === undefined) throw notFound();
      return reply(c, { id: Number(id), version }, { message: messages.clientFinalized });
    },
  },
];

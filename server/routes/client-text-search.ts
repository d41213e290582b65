// POST Client/search/text (issue 36 §1): the clinic's clients found by name, phone or national
// code as a person types, a page of 6 newest first. Any staff station may search every client;
// the covered and screening lists only those whose station may read them (api-v1.md's table).
import * as v from 'valibot';
import { clientSummaryResult } from '../../src/domain/schemas/results';
import { clientTextSearchSchema } from '../../src/domain/schemas/client-text-search';
import { parseSearchQuery } from '../../src/domain/search-terms';
import { roleMay, type Station } from '../../src/domain/permissions';
import { reply } from '../http/envelope';
import { forbidden } from '../http/failure';
import { pageSize } from '../http/params';
import { jsonBody } from '../http/validate';
import { clientTextPage } from '../store/client-text-search';
import type { ClientList } from '../store/list-order';
import type { RouteDef } from '../http/route';

const stationOf: Record<ClientList, Station> = { all: 'clients', covered: 'covered', screening: 'screening' };

export const clientTextSearchRoute: RouteDef = {
  method: 'post', path: 'Client/search/text', access: { station: 'clients' }, body: clientTextSearchSchema, result: v.array(clientSummaryResult),
  summary: 'Clients found by name, phone or national code, a page of 6 newest first',
  notes: 'Every word of the query a prefix of a word of the first or last name (any order), and every run of 3 digits or more the start of the national code or of the phone (with or without 0, +98, 0098). An empty or one-letter query, or fewer than 3 digits, answers an empty page. list covered: station covered; list screening: station screening.',
  handler: async (c, caller) => {
    const { query, page, list } = await jsonBody(c, clientTextSearchSchema);
    if (!caller || !roleMay(caller.role, stationOf[list])) throw forbidden();
    const asked = parseSearchQuery(query);
    const { items, total } = asked ? await clientTextPage(c.get('deps').sql, asked, list, page, pageSize) : { items: [], total: 0 };
    return reply(c, items, { pagination: { total, page, pageSize } });
  },
};

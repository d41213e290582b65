// The one search rule on the server (tests/shared/search-rule-cases.ts): every query of the table
// over real HTTP to POST Client/search/text; the tablet's sealed index runs the same table.
import { beforeAll, describe, expect, it } from 'vitest';
import { codesOf, ruleCases, ruleClients } from '../shared/search-rule-cases';
import { call } from './http';
import { createClient, serverWithTokens } from './fixtures';

const s = serverWithTokens();
const ours = new Set(ruleClients.map((client) => client.nationalCode));

beforeAll(async () => {
  for (const client of ruleClients) await createClient(s.server, s.tokens.Reception, { ...client });
});

describe('the search rule on the server', () => {
  it.each(ruleCases)('%s (%#): %s', async (query, names) => {
    const answer = await call<Array<{ nationalCode: string }>>(s.server.apiUrl, 'POST', 'Client/search/text', { token: s.tokens.Reception, body: { query, page: 1, list: 'all' } });
    expect(answer.status).toBe(200);
    // Only this table's clients are held to it (the server's seed may hold others).
    expect(answer.body.result.map((c) => c.nationalCode).filter((code) => ours.has(code)).sort()).toEqual(codesOf(names));
  });
});

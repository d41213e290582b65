// Every page of the three client lists, read one after the other, is the list newest first with
// nothing repeated or left out, and a page past the end is empty with the total still given. Past
// its first 100 pages a list is paged through its index, and past its middle from its oldest end
// (store/clients.ts clientPage): 1,300 older clients put in straight through the database (the
// totals triggers count them as any write) make the lists long enough for every form.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { call } from './http';
import { createClient, serverWithTokens } from './fixtures';

const s = serverWithTokens();

type Summary = { lastName: string; isCoveredPatient: boolean; isScreening: boolean };
const paths = {
  all: (page: number) => `client/6/${page}`,
  covered: (page: number) => `client/covered/${page}/6`,
  screening: (page: number) => `client/screening/${page}/6`,
} as const;

async function pageOf(list: keyof typeof paths, page: number) {
  const answer = await call<Summary[]>(s.server.apiUrl, 'GET', paths[list](page), { token: s.tokens.Reception });
  expect(answer.status).toBe(200);
  return { names: answer.body.result.map((c) => c.lastName), total: answer.body.pagination!.total };
}

async function everyPage(list: keyof typeof paths) {
  const names: string[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await pageOf(list, page);
    if (answer.names.length === 0) return { names, total: answer.total, pastTheEnd: page };
    names.push(...answer.names);
  }
}

describe('client list pages', () => {
  it('cover each list newest first, through every form of paging, with nothing repeated or missed', { timeout: 60_000 }, async () => {
    const older = 1_300;
    await s.server.sql.rows(sql`INSERT INTO clients (national_code, is_covered_patient, is_screening, data, created_at, updated_at)
      SELECT '5' || lpad(g::text, 9, '0'), g % 2 = 0, g % 3 = 0,
        jsonb_build_object('firstName', 'مریم', 'lastName', 'قدیمی ' || g, 'isCoveredPatient', g % 2 = 0, 'isScreening', g % 3 = 0),
        now() - make_interval(mins => ${older} + 10 - g), now() - make_interval(mins => ${older} + 10 - g)
      FROM generate_series(1, ${older}) AS g`);
    const made: Summary[] = Array.from({ length: older }, (_, i) => ({ lastName: `قدیمی ${i + 1}`, isCoveredPatient: (i + 1) % 2 === 0, isScreening: (i + 1) % 3 === 0 }));
    for (let n = 0; n < 17; n += 1) {
      const client = { lastName: `احمدی ${n}`, isCoveredPatient: n % 2 === 0, isScreening: n % 3 === 0, isNew: true };
      await createClient(s.server, s.tokens.Reception, client);
      made.push(client);
    }
    const newestFirst = [...made].reverse();
    const expected = {
      all: newestFirst.map((c) => c.lastName),
      covered: newestFirst.filter((c) => c.isCoveredPatient).map((c) => c.lastName),
      screening: newestFirst.filter((c) => c.isScreening).map((c) => c.lastName),
    };
    // A deep page asked before any other (the server has not seen the list's total yet).
    expect(await pageOf('all', 150)).toEqual({ names: expected.all.slice(894, 900), total: expected.all.length });
    for (const list of ['all', 'covered', 'screening'] as const) {
      const { names, total, pastTheEnd } = await everyPage(list);
      expect(names, list).toEqual(expected[list]);
      expect(total, list).toBe(expected[list].length);
      expect(pastTheEnd, list).toBe(Math.ceil(expected[list].length / 6) + 1);
    }
    expect(await pageOf('all', 999_999_999)).toEqual({ names: [], total: expected.all.length });
  });
});

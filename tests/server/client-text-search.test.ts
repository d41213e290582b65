// POST Client/search/text (issue 36 §1) over real HTTP: names found by prefixes of their words in
// any order and across Arabic and Persian spellings, phones with or without 0, +98 or 0098 and
// national codes by their start (domain/search-terms.ts: the rule the tablet reads too); the three lists and who may search them; paging by 6; the index kept on
// edit and delete.
import { describe, expect, it } from 'vitest';
import { clientSearchText } from '../../src/domain/client-search-text';
import { call } from './http';
import { createClient, nationalCode, serverWithTokens } from './fixtures';

const s = serverWithTokens();

type Summary = { id: number; firstName: string; lastName: string; nationalCode: string };

async function search(query: string, { list = 'all', page = 1, token = s.tokens.Reception }: { list?: string; page?: number; token?: string } = {}) {
  return call<Summary[]>(s.server.apiUrl, 'POST', 'Client/search/text', { token, body: { query, page, list } });
}

async function idsFound(query: string, options: { list?: string; token?: string } = {}) {
  const answer = await search(query, options);
  expect(answer.status, query).toBe(200);
  return answer.body.result.map((c) => c.id);
}

describe('search by text', () => {
  it('finds Arabic-letter and ZWNJ spellings by Persian ones and the other way round, storing one form', async () => {
    const arabic = await createClient(s.server, s.tokens.Reception, { firstName: 'علي', lastName: 'كريمي‌نژاد', phoneNumber: '09300000001' });
    const persian = await createClient(s.server, s.tokens.Reception, { firstName: 'فاطمه', lastName: 'ديلمي', phoneNumber: '09300000002' });
    expect(await idsFound('علی کریمی')).toEqual([arabic]);
    expect(await idsFound('کریمی‌نژاد')).toEqual([arabic]);
    expect(await idsFound('نژاد علی')).toEqual([arabic]);
    expect(await idsFound('فاطمة ديلمي')).toEqual([persian]);
    expect(await idsFound('دیلمی')).toEqual([persian]);
    // Stored in the one form, the ZWNJ inside the surname kept for display.
    const stored = await call<Summary>(s.server.apiUrl, 'GET', `Client/${arabic}`, { token: s.tokens.Reception });
    expect([stored.body.result.firstName, stored.body.result.lastName]).toEqual(['علی', 'کریمی\u200Cنژاد']);
  });

  it('finds by prefixes of the name words in any order, every word required', async () => {
    const zahra = await createClient(s.server, s.tokens.Reception, { firstName: 'زهرا', lastName: 'محمدی‌پور', phoneNumber: '09300000003' });
    for (const query of ['زهرا محمدی‌پور', 'محمدی‌پور ز', 'زه مح', 'پور زهرا']) expect(await idsFound(query), query).toContain(zahra);
    for (const query of ['زهرا احمدی', 'هرا', 'زهرا محمدی‌پورر']) expect(await idsFound(query), query).not.toContain(zahra);
  });

  it('finds by phone with or without 0, +98 or 0098, and by its start', async () => {
    const id = await createClient(s.server, s.tokens.Reception, { firstName: 'نرگس', lastName: 'تلفنی', phoneNumber: '09357654321' });
    for (const query of ['09357654321', '9357654321', '+989357654321', '00989357654321', '+98 935 765 4321', '۰۹۳۵۷۶۵۴۳۲۱', '0935765', '935765', '+98935 76']) {
      expect(await idsFound(query), query).toEqual([id]);
    }
    // Its end is no start: a part from the middle finds no one (the tablet's index holds starts only).
    for (const query of ['09357654320', '7654321', '357654']) expect(await idsFound(query), query).toEqual([]);
  });

  it('finds by the start of the national code, three digits or more, and with a name', async () => {
    const code = nationalCode();
    const id = await createClient(s.server, s.tokens.Reception, { firstName: 'سارا', lastName: 'کدی', nationalCode: code, phoneNumber: '09300000004' });
    expect(await idsFound(code)).toEqual([id]);
    expect(await idsFound(code.slice(0, 5))).toContain(id);
    expect(await idsFound(`سارا ${code.slice(0, 4)}`)).toEqual([id]);
    expect(await idsFound(`نرگس ${code.slice(0, 4)}`)).not.toContain(id);
    expect(await idsFound(code.slice(2, 9))).not.toContain(id);
    expect(await idsFound(code.slice(0, 2))).toEqual([]); // two digits ask for nothing yet
  });

  it('searches the covered and screening lists apart, for the stations that may read them', async () => {
    const covered = await createClient(s.server, s.tokens.Reception, { firstName: 'نیلوفر', lastName: 'طاهرخانی', isCoveredPatient: true, isScreening: false, phoneNumber: '09300000005' });
    const screening = await createClient(s.server, s.tokens.Reception, { firstName: 'نیلوفر', lastName: 'طاهرخانی', isCoveredPatient: false, isScreening: true, phoneNumber: '09300000006' });
    expect(await idsFound('نیلوفر طاهر', { list: 'covered', token: s.tokens.Research })).toEqual([covered]);
    expect(await idsFound('نیلوفر طاهر', { list: 'screening', token: s.tokens.screening })).toEqual([screening]);
    expect(await idsFound('نیلوفر طاهر', { list: 'all', token: s.tokens.Reception })).toEqual([screening, covered]);
    // Reception reads every client but not the covered patients' station; Consultation not screening.
    expect((await search('نیلوفر', { list: 'covered', token: s.tokens.Reception })).status).toBe(403);
    expect((await search('نیلوفر', { list: 'screening', token: s.tokens.Consultation })).status).toBe(403);
    for (const list of ['all', 'covered', 'screening']) expect((await search('نیلوفر', { list, token: s.tokens.Kiosk })).status, list).toBe(403);
    expect((await search('نیلوفر', { token: '' })).status).toBe(401);
  });

  it('pages by 6, newest first, with the total', async () => {
    const made: number[] = [];
    for (let n = 0; n < 8; n += 1) made.push(await createClient(s.server, s.tokens.Reception, { firstName: 'مینا', lastName: `صفحه‌ای ${n}`, phoneNumber: '09300000007' }));
    const newestFirst = [...made].reverse();
    const first = await search('صفحه‌ای مینا');
    expect(first.body.result.map((c) => c.id)).toEqual(newestFirst.slice(0, 6));
    expect(first.body.pagination).toEqual({ total: 8, page: 1, pageSize: 6 });
    const second = await search('صفحه‌ای مینا', { page: 2 });
    expect(second.body.result.map((c) => c.id)).toEqual(newestFirst.slice(6));
    const past = await search('صفحه‌ای مینا', { page: 3 });
    expect([past.body.result, past.body.pagination?.total]).toEqual([[], 8]);
  });

  it('answers an empty page for an empty or one-letter query, and refuses a long one in Persian', async () => {
    for (const query of ['', '   ', 'م', ' ‌ز ']) {
      const answer = await search(query);
      expect([answer.status, answer.body.result, answer.body.pagination?.total], JSON.stringify(query)).toEqual([200, [], 0]);
    }
    const long = await search('م'.repeat(101));
    expect(long.status).toBe(400);
    expect(long.body.errors?.query).toBe(clientSearchText.queryTooLong);
  });

  it('follows an edit and a delete', async () => {
    const id = await createClient(s.server, s.tokens.Reception, { firstName: 'شیرین', lastName: 'پیشین', phoneNumber: '09300000008' });
    // Asked before each write, so hits the server keeps of a search (store/search-hits.ts) must
    // give way to what the write changed.
    expect(await idsFound('شیرین')).toEqual([id]);
    const second = await createClient(s.server, s.tokens.Reception, { firstName: 'شیرین', lastName: 'دیگر', phoneNumber: '09300000010' });
    expect(await idsFound('شیرین')).toEqual([second, id]);
    expect(await idsFound('شیرین پیشین')).toEqual([id]);
    const current = await call<Record<string, unknown>>(s.server.apiUrl, 'GET', `Client/${id}`, { token: s.tokens.Reception });
    const { id: _id, localId: _localId, version: _version, updatedAt: _updatedAt, createdAt: _createdAt, submitted: _submitted, isNew: _isNew, ...fields } = current.body.result;
    const edited = await call(s.server.apiUrl, 'PUT', `Client/${id}`, { token: s.tokens.Reception, body: { ...fields, lastName: 'پسین', phoneNumber: '09300000009' } });
    expect(edited.status).toBe(200);
    expect(await idsFound('شیرین پیشین')).toEqual([]);
    expect(await idsFound('شیرین پسین')).toEqual([id]);
    expect(await idsFound('09300000009')).toEqual([id]);
    expect((await call(s.server.apiUrl, 'DELETE', `Client/${id}`, { token: s.tokens.Reception })).status).toBe(200);
    expect(await idsFound('شیرین پسین')).toEqual([]);
    expect(await idsFound('شیرین')).toEqual([second]);
    expect(await idsFound('09300000009')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { serverMessages } from '../../src/domain/server-messages';
import { call } from './http';
import { clientBody, createClient, serverWithTokens } from './fixtures';

const s = serverWithTokens();

describe('client create and read', () => {
  it('stores the seeds\' fields, echoes localId and answers them back with version and updatedAt', async () => {
    const body = clientBody({ nationalCode: '۰۰۱۲۳۴۵۶۷۹' });
    const created = await call<{ id: number; localId: string }>(s.server.apiUrl, 'POST', 'Client', { token: s.tokens.Reception, body });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(messages.infoSaved);
    expect(created.body.result.localId).toBe(body.localId);
    const read = await call<Record<string, unknown>>(s.server.apiUrl, 'GET', `client/${created.body.result.id}`, { token: s.tokens.Research });
    expect(read.status).toBe(200);
    expect(read.body.result).toMatchObject({ firstName: 'مریم', nationalCode: '0012345679', birthDay: '1985-03-21', gender: 1, numberOfChildren: 2, isNew: true, version: 1, localId: body.localId });
    expect(typeof read.body.result.updatedAt).toBe('string');
  });

  it('answers bad fields with 400 and a Persian message per field', async () => {
    const answer = await call(s.server.apiUrl, 'POST', 'Client', {
      token: s.tokens.Reception,
      body: clientBody({ nationalCode: '123', phoneNumber: '0812', gender: -1, firstName: '', isCoveredPatient: false, isNew: false }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({
      nationalCode: messages.nationalCodeInvalid,
      phoneNumber: messages.phoneInvalid,
      gender: messages.required,
      firstName: messages.required,
    });
    const noRole = await call(s.server.apiUrl, 'POST', 'Client', { token: s.tokens.Reception, body: clientBody({ isCoveredPatient: false, isNew: false }) });
    expect(noRole.body.errors).toEqual({ isNew: messages.chooseRole });
    expect((await call(s.server.apiUrl, 'POST', 'Client', { token: s.tokens.Reception, body: clientBody({ housing: 4 }) })).body.errors).toHaveProperty('housing');
  });

  it('answers an existing national code with 409 and the existing id', async () => {
    const body = clientBody();
    const first = await call<{ id: number }>(s.server.apiUrl, 'POST', 'Client', { token: s.tokens.Reception, body });
    const again = await call(s.server.apiUrl, 'POST', 'Client', { token: s.tokens.helper, body: { ...clientBody(), nationalCode: body.nationalCode } });
    expect(again.status).toBe(409);
    expect(again.body.result).toEqual({ id: first.body.result.id, existing: true });
  });

  it('404s an unknown client and 400s a non-numeric id', async () => {
    expect((await call(s.server.apiUrl, 'GET', 'Client/999999', { token: s.tokens.Reception })).status).toBe(404);
    expect((await call(s.server.apiUrl, 'GET', 'Client/abc', { token: s.tokens.Reception })).status).toBe(400);
  });
});

describe('lists and searches', () => {
  it('pages 6 newest first with pagination; covered and screening pages filter', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 7; i += 1) ids.push(await createClient(s.server, s.tokens.Reception, { isScreening: i % 2 === 0, isCoveredPatient: i % 2 === 1 }));
    const page1 = await call<{ id: number }[]>(s.server.apiUrl, 'GET', 'client/6/1', { token: s.tokens.Consultation });
    expect(page1.body.result).toHaveLength(6);
    expect(page1.body.result[0]!.id).toBe(ids[6]);
    // api-v1.md "Client summary": these columns and no other field (an address stays off the list).
    expect(Object.keys(page1.body.result[0]!).sort()).toEqual(['id', 'localId', 'firstName', 'lastName', 'nationalCode', 'phoneNumber',
      'isCoveredPatient', 'isScreening', 'isNew', 'isPersonnel', 'version', 'updatedAt'].sort());
    expect(page1.body.pagination).toMatchObject({ page: 1, pageSize: 6 });
    expect(page1.body.pagination!.total).toBeGreaterThanOrEqual(7);
    const page2 = await call<{ id: number }[]>(s.server.apiUrl, 'GET', 'Client/6/2', { token: s.tokens.Consultation });
    expect(page2.body.result.map((c) => c.id)).not.toContain(ids[6]);
    const screening = await call<{ isScreening: boolean }[]>(s.server.apiUrl, 'GET', 'client/screening/1/6', { token: s.tokens.screening });
    expect(screening.body.result.every((c) => c.isScreening)).toBe(true);
    const covered = await call<{ isCoveredPatient: boolean }[]>(s.server.apiUrl, 'GET', 'client/covered/1/6', { token: s.tokens.helper });
    expect(covered.body.result.every((c) => c.isCoveredPatient)).toBe(true);
  });

  it('finds by national code; 404 when none; the Kiosk gets the id alone', async () => {
    const body = clientBody({ isScreening: true, isCoveredPatient: false });
    const id = (await call<{ id: number }>(s.server.apiUrl, 'POST', 'Client', { token: s.tokens.Reception, body })).body.result.id;
    const found = await call<Record<string, unknown>>(s.server.apiUrl, 'POST', 'Client/search', { token: s.tokens.Reception, body: { nationalCode: body.nationalCode } });
    expect(found.body.result).toMatchObject({ id, firstName: 'مریم' });
    const kiosk = await call(s.server.apiUrl, 'POST', 'Client/search', { token: s.tokens.Kiosk, body: { nationalCode: body.nationalCode } });
    expect(kiosk.body.result).toEqual({ id });
    expect((await call(s.server.apiUrl, 'POST', 'Client/search/screening', { token: s.tokens.Reception, body: { nationalCode: body.nationalCode } })).status).toBe(200);
    expect((await call(s.server.apiUrl, 'POST', 'Client/search/covered', { token: s.tokens.Reception, body: { nationalCode: body.nationalCode } })).status).toBe(404);
    const missing = await call(s.server.apiUrl, 'POST', 'Client/search', { token: s.tokens.Reception, body: { nationalCode: '9999999999' } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(messages.notFound);
    const short = await call(s.server.apiUrl, 'POST', 'Client/search', { token: s.tokens.Reception, body: { nationalCode: '123' } });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(messages.notFound);
  });
});

describe('update, submit, delete', () => {
  it('updates with If-Match, bumps the version, keeps isNew, and 409s a stale version with the current record', async () => {
    const body = clientBody();
    const id = (await call<{ id: number }>(s.server.apiUrl, 'POST', 'Client', { token: s.tokens.Reception, body })).body.result.id;
    const { localId: _l, isNew: _n, ...fields } = body;
    const updated = await call<Record<string, unknown>>(s.server.apiUrl, 'PUT', `Client/${id}`, { token: s.tokens.Reception, body: { ...fields, firstName: 'زهرا' }, headers: { 'if-match': '1' } });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe(messages.changesSaved);
    expect(updated.body.result).toMatchObject({ firstName: 'زهرا', version: 2, isNew: true });
    const stale = await call<Record<string, unknown>>(s.server.apiUrl, 'PUT', `Client/${id}`, { token: s.tokens.Reception, body: { ...fields, firstName: 'سارا' }, headers: { 'if-match': '1' } });
    expect(stale.status).toBe(409);
    expect(stale.body.result).toMatchObject({ id, firstName: 'زهرا', version: 2 });
  });

  it('submits, deletes, then 404s', async () => {
    const id = await createClient(s.server, s.tokens.Kiosk);
    const submitted = await call(s.server.apiUrl, 'POST', 'Client/submit', { token: s.tokens.Kiosk, body: { id } });
    expect(submitted.status).toBe(200);
    expect(submitted.body.message).toBe(messages.clientFinalized);
    // The version finalizing made: an edit the tablet made after it goes with If-Match of it.
    expect(submitted.body.result).toEqual({ id, version: 2 });
    expect((await call<{ submitted: boolean }>(s.server.apiUrl, 'GET', `Client/${id}`, { token: s.tokens.Reception })).body.result.submitted).toBe(true);
    expect((await call(s.server.apiUrl, 'DELETE', `Client/${id}`, { token: s.tokens.Reception })).status).toBe(200);
    expect((await call(s.server.apiUrl, 'GET', `Client/${id}`, { token: s.tokens.Reception })).status).toBe(404);
    expect((await call(s.server.apiUrl, 'DELETE', `Client/${id}`, { token: s.tokens.Reception })).status).toBe(404);
  });
});

describe('Idempotency-Key', () => {
  it('the same create three times makes one row and three identical answers', async () => {
    const body = clientBody();
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await call(s.server.apiUrl, 'POST', 'Client', { token: s.tokens.Reception, body, headers }));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(answers[1]!.body).toEqual(answers[0]!.body);
    expect(answers[2]!.body).toEqual(answers[0]!.body);
    const found = await call<{ id: number }>(s.server.apiUrl, 'POST', 'Client/search', { token: s.tokens.Reception, body: { nationalCode: body.nationalCode } });
    expect(found.body.result.id).toBe((answers[0]!.body.result as { id: number }).id);
  });

  it('the same key with another body is 422', async () => {
    const headers = { 'idempotency-key': crypto.randomUUID() };
    expect((await call(s.server.apiUrl, 'POST', 'Client', { token: s.tokens.Reception, body: clientBody(), headers })).status).toBe(201);
    const other = await call(s.server.apiUrl, 'POST', 'Client', { token: s.tokens.Reception, body: clientBody(), headers });
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(serverMessages.idempotencyMismatch);
  });

  it('two identical creates at the same moment make one row and the same answer', async () => {
    const body = clientBody();
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const [a, b] = await Promise.all([
      call(s.server.apiUrl, 'POST', 'Client', { token: s.tokens.Reception, body, headers }),
      call(s.server.apiUrl, 'POST', 'Client', { token: s.tokens.Reception, body, headers }),
    ]);
    expect(a.status).toBe(201);
    expect(b.body).toEqual(a.body);
  });

  it('two creates racing without a key still make one row (the unique national code)', async () => {
    const body = clientBody();
    const answers = await Promise.all([1, 2, 3].map(() => call(s.server.apiUrl, 'POST', 'Client', { token: s.tokens.Reception, body: { ...body, localId: crypto.randomUUID() } })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
  });

  it('keys are per user: another user\'s same key is a new request', async () => {
    const key = crypto.randomUUID();
    const first = await call(s.server.apiUrl, 'POST', 'Client', { token: s.tokens.Reception, body: clientBody(), headers: { 'idempotency-key': key } });
    const second = await call(s.server.apiUrl, 'POST', 'Client', { token: s.tokens.helper, body: clientBody(), headers: { 'idempotency-key': key } });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
  });
});

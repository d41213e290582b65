// Ordinary bad input, sent anonymously or by a Kiosk, is a 400 with a Persian field error and
// changes nothing — never a 500; bodies are size-limited on every route before
// anything reads them; unique clashes are 409s.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '../../src/domain/messages';
import { serverMessages } from '../../src/domain/server-messages';
import { call } from './http';
import { clientBody, createClient, nationalCode, serverWithTokens } from './fixtures';

const s = serverWithTokens();
let clientId: number;
beforeAll(async () => {
  clientId = await createClient(s.server, s.tokens.Reception);
});

const clientCount = async () => (await s.server.sql.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM clients`))!.n;

describe('text the database cannot store', () => {
  it('refuses a NUL or a lone surrogate in the sign-in form, anonymously, field by field', async () => {
    for (const body of [{ userName: 'reception\u0000', password: 'demo1234' }, { userName: 'reception', password: 'x\ud800y' }]) {
      const answer = await call(s.server.apiUrl, 'POST', 'Account/login', { body });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ [body.userName.includes('\u0000') ? 'userName' : 'password']: messages.invalidValue });
    }
  });

  it('refuses them in a Kiosk\'s client form and stores nothing', async () => {
    const before = await clientCount();
    for (const [field, value] of [['firstName', 'مریم\u0000'], ['address', 'تهران \udc00'], ['lastName', '\ud83d']] as const) {
      const answer = await call(s.server.apiUrl, 'POST', 'Client', { token: s.tokens.Kiosk, body: clientBody({ [field]: value }) });
      expect(answer.status, field).toBe(400);
      expect(answer.body.errors).toEqual({ [field]: messages.invalidValue });
    }
    // A whole emoji (a surrogate pair) is text like any other.
    expect((await call(s.server.apiUrl, 'POST', 'Client', { token: s.tokens.Kiosk, body: clientBody({ address: 'تهران 🌷' }) })).status).toBe(201);
    expect(await clientCount()).toBe(before + 1);
  });

  it('refuses other C0 control characters but tab and line ends, with the Persian invalid-value message', async () => {
    const before = await clientCount();
    for (const [field, value] of [['firstName', 'مریم\u0001'], ['address', 'تهران\u001b[2J'], ['lastName', 'کریمی\u000b'], ['phoneNumber', '0912\u00080000000']] as const) {
      const answer = await call(s.server.apiUrl, 'POST', 'Client', { token: s.tokens.Reception, body: clientBody({ [field]: value }) });
      expect(answer.status, field).toBe(400);
      expect(answer.body.errors).toEqual({ [field]: messages.invalidValue });
      expect(answer.body.message).toBe('مقدار وارد شده معتبر نیست');
    }
    expect(await clientCount()).toBe(before);
    // A multi-line address keeps its line ends and a tab.
    expect((await call(s.server.apiUrl, 'POST', 'Client', { token: s.tokens.Reception, body: clientBody({ address: 'تهران\r\nخیابان\tیک' }) })).status).toBe(201);
  });

  it('names the field, never the bad key, when a key holds a NUL: the answer kept for an Idempotency-Key is storable', async () => {
    // Found by the fuzzer (openapi-fuzz.test.ts): the field error's name quoted the key, and
    // storing that 400 for its idempotency key failed (22P05) with a 500.
    const answer = await call(s.server.apiUrl, 'POST', 'Client/send-sms', {
      token: s.tokens.Reception, headers: { 'idempotency-key': randomUUID() }, body: { phoneNumber: { '\u0000': 'x' }, text: 'سلام' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ phoneNumber: messages.invalidValue });
  });

  it('refuses a lone surrogate in a key under the field that holds it, with an Idempotency-Key too', async () => {
    // The field's name once carried the bad key itself, and the answer kept for the key's replay
    // could not be stored (22P02): a 500, found by openapi-fuzz.test.ts.
    const answer = await call(s.server.apiUrl, 'POST', 'Client/send-sms', {
      token: s.tokens.SuperAdmin, headers: { 'idempotency-key': randomUUID() }, body: { phoneNumber: '09121234567', text: { '\ud800': 'x' } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ text: messages.invalidValue });
  });
});

describe('numbers and names out of range', () => {
  it('refuses Client/submit with an id past a 32-bit integer', async () => {
    const answer = await call(s.server.apiUrl, 'POST', 'Client/submit', { token: s.tokens.Kiosk, body: { id: 3_000_000_000 } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ id: messages.invalidValue });
  });

  it('answers getfile of a name the server never makes with 404', async () => {
    for (const name of ['%00', 'a%00b.jpg', '%ED%A0%80.png', '..%2Fjwt-secret']) {
      const answer = await call(s.server.apiUrl, 'GET', `Client/getfile/${name}`, { token: s.tokens.Reception });
      expect(answer.status, name).toBe(404);
    }
  });
});

describe('multipart and body limits', () => {
  const broken = (token: string, path: string) => fetch(s.server.apiUrl + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID(), 'content-type': 'multipart/form-data; boundary=XyZ' },
    body: '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nno end',
  });

  it('answers a broken multipart body with an Idempotency-Key with 400 and the upload\'s Persian message', async () => {
    const answer = await broken(s.tokens.Kiosk, `Client/personal/upload/${clientId}/1`);
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as { errors: Record<string, string> };
    expect(body.errors).toEqual({ file: messages.uploadNeedsTypeAndFile });
  });

  it('checks the role before reading the body for the idempotency key', async () => {
    expect((await broken(s.tokens.Kiosk, 'Account/Register')).status).toBe(403);
  });

  it('refuses an oversize sign-in (anonymous) and an oversize JSON form with 413 before parsing', async () => {
    const login = await fetch(`${s.server.apiUrl}Account/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: 'x'.repeat(200_000), password: 'y' }) });
    expect(login.status).toBe(413);
    const form = await call(s.server.apiUrl, 'POST', 'Client', { token: s.tokens.Reception, headers: { 'idempotency-key': randomUUID() }, body: clientBody({ address: 'آ'.repeat(600_000) }) });
    expect(form.status).toBe(413);
    expect(form.body.message).toBe(serverMessages.fileTooLarge);
  });
});

describe('unique clashes between writers', () => {
  it('answers two PUTs racing to move clients onto one national code with 200 and 409, never 500', async () => {
    const a = await createClient(s.server, s.tokens.Reception);
    const b = await createClient(s.server, s.tokens.Reception);
    const statuses: number[] = [];
    for (let round = 0; round < 12; round += 1) {
      const code = nationalCode();
      const answers = await Promise.all([a, b].map((id) => call(s.server.apiUrl, 'PUT', `Client/${id}`, { token: s.tokens.Reception, body: { ...clientBody({ nationalCode: code }), localId: undefined, isNew: undefined } })));
      statuses.push(...answers.map((answer) => answer.status));
      expect(answers.map((answer) => answer.status).sort(), `round ${round}`).toEqual([200, 409]);
      const clash = answers.find((answer) => answer.status === 409)!;
      expect(clash.body.errors).toEqual({ nationalCode: serverMessages.clientExists });
    }
    expect(statuses).not.toContain(500);
  });
});

describe('Cache-Control', () => {
  it('marks API JSON answers no-store', async () => {
    const list = await call(s.server.apiUrl, 'GET', 'client/6/1', { token: s.tokens.Reception });
    expect(list.headers.get('cache-control')).toBe('no-store');
    const refused = await call(s.server.apiUrl, 'GET', 'client/6/1');
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the national code\'s check digit', () => {
  it('is checked for an Iranian national, on create and update, and not for a foreign national', async () => {
    const wrong = '0012345678';
    const created = await call(s.server.apiUrl, 'POST', 'Client', { token: s.tokens.Kiosk, body: clientBody({ nationalCode: wrong, nationality: 'ایرانی' }) });
    expect(created.status).toBe(400);
    expect(created.body.errors).toEqual({ nationalCode: messages.nationalCodeInvalid });
    const updated = await call(s.server.apiUrl, 'PUT', `Client/${clientId}`, { token: s.tokens.Reception, body: { ...clientBody({ nationalCode: '۰۰۱۲۳۴۵۶۷۸' }), localId: undefined, isNew: undefined } });
    expect(updated.status).toBe(400);
    expect(updated.body.errors).toEqual({ nationalCode: messages.nationalCodeInvalid });
    const foreign = await call(s.server.apiUrl, 'POST', 'Client', { token: s.tokens.Kiosk, body: clientBody({ nationalCode: wrong, nationality: 'افغانستانی' }) });
    expect(foreign.status).toBe(201);
  });
});

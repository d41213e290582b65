// The api/ layer against a real HTTP server on loopback: the envelope of api-v1.md, typed error
// reasons, the 401 hook, and the toast bridge's mapping of reasons to the seeds' messages (000 §8).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { configureApi, request } from '../../src/api/client';
import { parseEnvelope } from '../../src/api/envelope';
import { ApiError, parseRetryAfter, reasonOfStatus } from '../../src/api/errors';
import { toastOfError } from '../../src/app/toast-bridge';
import { messages } from '../../src/domain/messages';
import { serverMessages } from '../../src/domain/server-messages';

const envelope = (statusCode: number, message: string, result: unknown = null, extra: object = {}) =>
  JSON.stringify({ statusCode, message, data: null, result, pagination: null, ...extra });

let server: Server;
let base: string;
let lastAuthorization: string | undefined;
let unauthorizedCalls = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    lastAuthorization = req.headers.authorization;
    const json = (status: number, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      res.end(body);
    };
    switch (req.url) {
      case '/api/v1/ok':
        return json(200, JSON.stringify({ statusCode: 200, message: 'ok', data: null, result: [{ id: 1 }], pagination: { total: 13, page: 2, pageSize: 6 } }));
      case '/api/v1/bad':
        return json(400, envelope(400, messages.phoneInvalid, null, { errors: { phoneNumber: messages.phoneInvalid } }));
      case '/api/v1/unauth':
        return json(401, envelope(401, messages.unauthorized));
      case '/api/v1/busy':
        return json(429, envelope(429, serverMessages.tooManyLogins), { 'Retry-After': '3' });
      case '/api/v1/boom':
        res.writeHead(502, { 'Content-Type': 'text/html' });
        return res.end('<html>bad gateway</html>');
      case '/api/v1/not-envelope':
        return json(200, '{"hello":"world"}');
      case '/api/v1/slow':
        return setTimeout(() => json(200, envelope(200, '')), 1000);
      default:
        return json(404, envelope(404, messages.notFound));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  unauthorizedCalls = 0;
  configureApi({ baseUrl: base, getToken: () => 'tok-123', onUnauthorized: () => (unauthorizedCalls += 1), timeoutMs: 30_000 });
});

async function failure(path: string, options = {}): Promise<ApiError> {
  const error = await request(path, options).then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the envelope', () => {
  test('a success is read through result and pagination, with the Bearer header sent', async () => {
    const answer = await request<{ id: number }[]>('ok');
    expect(answer.result).toEqual([{ id: 1 }]);
    expect(answer.pagination).toEqual({ total: 13, page: 2, pageSize: 6 });
    expect(lastAuthorization).toBe('Bearer tok-123');
  });

  test('login goes without a token', async () => {
    await request('ok', { anonymous: true });
    expect(lastAuthorization).toBeUndefined();
  });

  test('parseEnvelope fills defaults and refuses what is not an envelope', () => {
    expect(parseEnvelope({ statusCode: 200 })).toEqual({ statusCode: 200, message: '', data: null, result: null, pagination: null });
    expect(parseEnvelope({ statusCode: 200, message: null })?.message).toBe('');
    expect(parseEnvelope('<html>')).toBeUndefined();
    expect(parseEnvelope({ result: [] })).toBeUndefined();
  });

  test('a 200 that is not an envelope is a server fault', async () => {
    expect((await failure('not-envelope')).reason).toBe('server');
  });
});

describe('error reasons', () => {
  test('400 carries the message and the field errors', async () => {
    const error = await failure('bad');
    expect(error.reason).toBe('invalid');
    expect(error.serverMessage).toBe(messages.phoneInvalid);
    expect(error.fieldErrors).toEqual({ phoneNumber: messages.phoneInvalid });
  });

  test('401 calls the unauthorized hook (clear the session, go to the root)', async () => {
    expect((await failure('unauth')).reason).toBe('unauthorized');
    expect(unauthorizedCalls).toBe(1);
  });

  test('429 carries Retry-After', async () => {
    const error = await failure('busy');
    expect(error.reason).toBe('rate-limited');
    expect(error.retryAfterMs).toBe(3000);
  });

  test('5xx without an envelope is a server fault', async () => {
    const error = await failure('boom');
    expect(error.reason).toBe('server');
    expect(error.status).toBe(502);
  });

  test('404 is not-found', async () => {
    expect((await failure('nothing-here')).reason).toBe('not-found');
  });

  test('no answer at all is a network error', async () => {
    configureApi({ baseUrl: 'http://127.0.0.1:9/api/v1/' });
    expect((await failure('ok')).reason).toBe('network');
  });

  test('a slow answer is a timeout', async () => {
    expect((await failure('slow', { timeoutMs: 100 })).reason).toBe('timeout');
  });

  test('status → reason table', () => {
    expect([400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503, 418].map(reasonOfStatus)).toEqual([
      'invalid', 'unauthorized', 'forbidden', 'not-found', 'conflict', 'too-large', 'unsupported-media',
      'idempotency-mismatch', 'rate-limited', 'server', 'server', 'other',
    ]);
    expect(parseRetryAfter('Wed, 21 Oct 2026 07:28:10 GMT', Date.parse('Wed, 21 Oct 2026 07:28:00 GMT'))).toBe(10_000);
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});

describe('the toast bridge (000 §8)', () => {
  test('network and timeout → the connection message', async () => {
    configureApi({ baseUrl: 'http://127.0.0.1:9/api/v1/' });
    expect(toastOfError(await failure('ok'))).toEqual({ kind: 'error', message: messages.networkError });
    expect(toastOfError(new ApiError('timeout', '', undefined))).toEqual({ kind: 'error', message: messages.networkError });
  });

  test('any 5xx → ایراد سرور', async () => {
    expect(toastOfError(await failure('boom'))).toEqual({ kind: 'error', message: messages.serverError });
  });

  test("other failures → the server's message as info", async () => {
    expect(toastOfError(await failure('bad'))).toEqual({ kind: 'info', message: messages.phoneInvalid });
    expect(toastOfError(new ApiError('conflict', '', 409))).toEqual({ kind: 'info', message: messages.unknownError });
  });

  test('401 shows nothing (the session hook handles it); a non-API failure is unknown', async () => {
    expect(toastOfError(await failure('unauth'))).toBeNull();
    expect(toastOfError(new Error('boom'))).toEqual({ kind: 'error', message: messages.unknownError });
  });
});

// The generic HTTP sender (SMS_HTTP_URL, SMS_HTTP_TOKEN), kept: a provider of the test's own on
// loopback receives {to, text} with the reception signature and its token. The send answers at
// once; the outcome lands on the message's row: a 2xx sent, a 4xx a refusal in Persian, a 503 (not
// taken) tried again after the backoff, on the test's clock.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSmsSignature } from '../../server/config';
import { messages } from '../../src/domain/messages';
import { refusedWithCode } from '../../src/domain/sms-text';
import { startTestServer, type TestServer } from './harness';
import { call } from './http';
import { manualClock, until } from './manual-clock';

interface Received { authorization?: string; body: { to: string; text: string } }
const received: Received[] = [];
const clock = manualClock();
let providerAnswers = 200;
let provider: Server;
let server: TestServer;
let token: string;

beforeAll(async () => {
  provider = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ authorization: request.headers.authorization, body: JSON.parse(body) as Received['body'] });
      response.writeHead(providerAnswers, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as AddressInfo;
  server = await startTestServer({ smsHttpUrl: `http://127.0.0.1:${port}/send`, smsHttpToken: 'provider-secret', smsClock: clock });
  token = await server.login('reception', 'demo1234');
});

afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => provider?.close(resolve));
});

const send = (text: string) =>
  call<{ id: number }>(server.apiUrl, 'POST', 'Client/send-sms', { token, body: { phoneNumber: '09121234567', text } });
const stateOf = async (id: number) => server.sql.one<{ status: string; error: string | null }>(sql`SELECT status, error FROM sms_messages WHERE id = ${id}`);
const settled = (id: number, state: string) => until(async () => ((await stateOf(id))?.status === state ? stateOf(id) : undefined), `${id} ${state}`);

describe('SMS through an HTTP provider', () => {
  it('hands the provider the number and the signed text, with its token', async () => {
    const answer = await send('نوبت شما فردا است');
    expect([answer.status, answer.body.message]).toEqual([200, messages.smsSent]);
    await settled(answer.body.result.id, 'sent');
    expect(received).toEqual([{
      authorization: 'Bearer provider-secret',
      body: { to: '09121234567', text: `نوبت شما فردا است\n${defaultSmsSignature}` },
    }]);
  });

  it('a refusal is kept as failed with a Persian reason; a 503 is tried again after the backoff', async () => {
    providerAnswers = 400;
    const refused = await send('پیام دوم');
    expect((await settled(refused.body.result.id, 'failed'))!.error).toBe(refusedWithCode(400));

    providerAnswers = 503;
    const busy = await send('پیام سوم');
    await until(async () => received.length === 3, 'the first try');
    await settled(busy.body.result.id, 'queued');
    providerAnswers = 200;
    clock.advance(4_999);
    expect(received).toHaveLength(3);
    clock.advance(1);
    await settled(busy.body.result.id, 'sent');
    expect(received).toHaveLength(4);
  });
});

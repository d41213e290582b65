// The HTTP SMS sender (SMS_HTTP_URL, SMS_HTTP_TOKEN): a provider of the test's own on loopback
// receives the message with the reception signature; a provider failure is the seeds' SMS
// failure message, and each attempt is recorded with its status.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSmsSignature } from '../../server/config';
import { messages } from '../../src/domain/messages';
import { startTestServer, type TestServer } from './harness';
import { call } from './http';

interface Received { authorization?: string; body: { to: string; text: string } }
const received: Received[] = [];
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
  server = await startTestServer({ smsHttpUrl: `http://127.0.0.1:${port}/send`, smsHttpToken: 'provider-secret' });
  token = await server.login('reception', 'demo1234');
});

afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => provider?.close(resolve));
});

const send = (text: string) =>
  call(server.apiUrl, 'POST', 'Client/send-sms', { token, body: { phoneNumber: '09121234567', text } });

describe('SMS through an HTTP provider', () => {
  it('hands the provider the number and the signed text, with its token', async () => {
    const answer = await send('نوبت شما فردا است');
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(messages.smsSent);
    expect(received).toEqual([{
      authorization: 'Bearer provider-secret',
      body: { to: '09121234567', text: `نوبت شما فردا است\n${defaultSmsSignature}` },
    }]);
  });

  it('a provider failure answers the SMS failure message and is recorded as failed', async () => {
    providerAnswers = 500;
    const answer = await send('پیام دوم');
    expect(answer.status).toBe(502);
    expect(answer.body.message).toBe(messages.smsFailed);
    const rows = await server.sql.rows<{ status: string; error: string | null }>(
      sql`SELECT status, error FROM sms_messages ORDER BY id`,
    );
    expect(rows).toEqual([{ status: 'sent', error: null }, { status: 'failed', error: 'HTTP 500' }]);
  });
});

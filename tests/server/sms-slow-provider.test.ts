// A slow SMS provider holds up nobody else: the send waits for the provider outside any database
// transaction (on PGlite the one connection would otherwise be held for as long as the provider
// takes, and every other request would queue behind it). The Idempotency-Key still holds: a
// repeat while the first send is out is told to come back, and a repeat after it gets the first
// answer; the provider hears the message once.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { startTestServer, type TestServer } from './harness';
import { call } from './http';

const providerDelayMs = 2_000;
let heard = 0;
let provider: Server;
let server: TestServer;
let token: string;

beforeAll(async () => {
  provider = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      heard += 1;
      setTimeout(() => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'), providerDelayMs);
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as AddressInfo;
  server = await startTestServer({ smsHttpUrl: `http://127.0.0.1:${port}/send` });
  token = await server.login('reception', 'demo1234');
});
afterAll(async () => {
  await server?.close();
  provider?.closeAllConnections();
  await new Promise((resolve) => provider?.close(resolve));
});

const send = (key: string) => call(server.apiUrl, 'POST', 'Client/send-sms', {
  token, headers: { 'Idempotency-Key': key }, body: { phoneNumber: '09121234567', text: 'نوبت شما فردا است' },
});

describe('an SMS to a slow provider', () => {
  it('holds up no other request, and is sent once for its key', async () => {
    const key = crypto.randomUUID();
    const sending = send(key);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the provider has it now
    const started = Date.now();
    const list = await call(server.apiUrl, 'GET', 'client/6/1', { token });
    expect(list.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(providerDelayMs / 2);

    const early = await send(key); // the tablet retried while the first was out
    expect(early.status).toBe(503);
    expect(early.headers.get('retry-after')).toBeTruthy();

    const first = await sending;
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(messages.smsSent);
    const again = await send(key);
    expect([again.status, again.body.message]).toEqual([200, messages.smsSent]);
    expect(heard).toBe(1);
  });
});

// A slow SMS provider holds up nobody else: the send waits for the provider outside any database
// transaction (on PGlite the one connection would otherwise be held for as long as the provider
// takes, and every other request would queue behind it). The Idempotency-Key still holds: a
// repeat while the first send is out is told to come back, and a repeat after it gets the first
// answer; the provider hears the message once. The provider holds its answer until the test lets
// it go, so "held up" is an order of events, not a time a loaded machine may overrun.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { startTestServer, type TestServer } from './harness';
import { call } from './http';

let heard = 0;
/** Resolved when the provider has the first message; its answer waits for `letGo`. */
let providerHasIt!: () => void;
const providerHas = new Promise<void>((resolve) => { providerHasIt = resolve; });
let letGo!: () => void;
const answered = new Promise<void>((resolve) => { letGo = resolve; });
let provider: Server;
let server: TestServer;
let token: string;

beforeAll(async () => {
  provider = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      heard += 1;
      providerHasIt();
      void answered.then(() => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as AddressInfo;
  server = await startTestServer({ smsHttpUrl: `http://127.0.0.1:${port}/send` });
  token = await server.login('reception', 'demo1234');
});
afterAll(async () => {
  letGo();
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
    await providerHas;
    // A list held up behind the send would wait for the provider, which answers only once let go:
    // it would never come back on its own (the race ends the wait well inside the test's time).
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    const list = await Promise.race([
      call(server.apiUrl, 'GET', 'client/6/1', { token }),
      new Promise<'held up'>((resolve) => { giveUp = setTimeout(() => resolve('held up'), 30_000); }),
    ]).finally(() => clearTimeout(giveUp));
    expect(list === 'held up' ? list : list.status).toBe(200);

    const early = await send(key); // the tablet retried while the first was out
    expect(early.status).toBe(503);
    expect(early.headers.get('retry-after')).toBeTruthy();

    letGo();

    const first = await sending;
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(messages.smsSent);
    const again = await send(key);
    expect([again.status, again.body.message]).toEqual([200, messages.smsSent]);
    expect(heard).toBe(1);
  });
});

// A slow SMS provider holds up nobody: the send is recorded and answered before the provider is
// even called, and a message whose request got no answer in time is never sent blind. The
// generic provider cannot be asked what became of a message, so it is held for a person
// ('unknown'); before, a provider answering after the 10 s timeout got 4 copies of one message.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { startTestServer, type TestServer } from './harness';
import { call } from './http';
import { manualClock, until } from './manual-clock';

let heard = 0;
let providerHasIt!: () => void;
const providerHas = new Promise<void>((resolve) => { providerHasIt = resolve; });
let letGo!: () => void;
const answered = new Promise<void>((resolve) => { letGo = resolve; });
const clock = manualClock();
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
  server = await startTestServer({ smsHttpUrl: `http://127.0.0.1:${port}/send`, smsClock: clock });
  token = await server.login('reception', 'demo1234');
});
afterAll(async () => {
  letGo();
  await server?.close();
  provider?.closeAllConnections();
  await new Promise((resolve) => provider?.close(resolve));
});

const send = (key: string) => call<{ id: number }>(server.apiUrl, 'POST', 'Client/send-sms', {
  token, headers: { 'Idempotency-Key': key }, body: { phoneNumber: '09121234567', text: 'نوبت شما فردا است' },
});
const stateOf = async (id: number) => (await server.sql.one<{ status: string }>(sql`SELECT status FROM sms_messages WHERE id = ${id}`))?.status;

describe('an SMS to a slow provider', () => {
  it('answers the tablet at once, and after a timeout holds the message for a person instead of resending', async () => {
    const key = crypto.randomUUID();
    const first = await send(key);
    expect([first.status, first.body.message]).toEqual([200, messages.smsSent]);
    await providerHas;
    // The tablet's retries (the old 4 copies): the same key answers the first answer.
    for (let i = 0; i < 3; i += 1) expect((await send(key)).body.result).toEqual(first.body.result);
    expect(await server.sql.rows(sql`SELECT id FROM sms_messages`)).toHaveLength(1);

    clock.advance(10_000); // the request's timeout: sent, no answer
    await until(async () => (await stateOf(first.body.result.id)) === 'unknown', 'held for a person');
    letGo();
    clock.advance(24 * 3600_000);
    expect(await stateOf(first.body.result.id)).toBe('unknown');
    expect(heard).toBe(1);
  });
});

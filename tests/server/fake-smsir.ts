// A local SMS.ir that speaks its API v1 as documented: POST {base}/v1/send/bulk with the
// X-API-KEY header and JSON {lineNumber, messageText, mobiles, sendDateTime} answers
// {status: 1, message: 'موفق', data: {packId, messageIds, cost}}; a refusal is {status: N,
// message, data: null} (10: the key is not valid, 102: not enough credit, 104: a bad number).
// `hold` takes the message and keeps its answer back until `release`.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SmsirSent { lineNumber: unknown; messageText: string; mobiles: string[] }

export interface FakeSmsir {
  base: string;
  requests: number;
  sent: SmsirSent[];
  refuse: number | undefined;
  hold: boolean;
  held(): Promise<void>;
  release(): void;
  close(): Promise<void>;
}

export async function startFakeSmsir(apiKey: string): Promise<FakeSmsir> {
  let arrived: () => void = () => {};
  const arrival = new Promise<void>((resolve) => (arrived = resolve));
  const waiting: (() => void)[] = [];
  const fake: FakeSmsir = {
    base: '', requests: 0, sent: [], refuse: undefined, hold: false,
    held: () => arrival,
    release() {
      for (const go of waiting.splice(0)) go();
    },
    close: () => new Promise((resolve) => {
      fake.release();
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
  const answer = (response: ServerResponse, http: number, body: unknown) =>
    response.writeHead(http, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => void (async () => {
      if (request.method !== 'POST' || request.url !== '/v1/send/bulk') return answer(response, 404, { status: 0, message: 'not found', data: null });
      fake.requests += 1;
      if (request.headers['x-api-key'] !== apiKey) return answer(response, 401, { status: 10, message: 'کلید وب سرویس نامعتبر است', data: null });
      if (fake.refuse) return answer(response, 400, { status: fake.refuse, message: 'خطا', data: null });
      const body = JSON.parse(raw) as SmsirSent;
      fake.sent.push(body);
      if (fake.hold) {
        arrived();
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      answer(response, 200, { status: 1, message: 'موفق', data: { packId: 'a1b2c3d4-0000-4000-8000-000000000001', messageIds: [fake.sent.length + 1000], cost: 1 } });
    })());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

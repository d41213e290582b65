// A local Kavenegar that speaks its documented REST API (kavenegar.com/rest.html):
// {base}/v1/{API-KEY}/sms/send.json (GET or POST: receptor, message, sender, localid) answers
// {return: {status, message}, entries: [{messageid, status, statustext, sender, receptor, …}]}
// with the HTTP status equal to return.status; a localid it already took is not sent again (its
// first entry is answered); {base}/v1/{API-KEY}/sms/statuslocalmessageid.json?localid= answers
// the message's status (100: no such localid). `refuse` answers one documented refusal; `hold`
// takes the message and keeps its answer back until `release`.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface KavenegarSent { receptor: string; message: string; sender: string | null; localid: string; messageid: number }

export interface FakeKavenegar {
  base: string;
  /** Every send.json request, repeats included. */
  requests: number;
  /** The localid of every send.json request, in order, repeats included. */
  requestedLocalIds: string[];
  /** How long each send waits before its answer (a provider's own pace). */
  answerDelayMs: number;
  lookups: number;
  /** Messages taken: one per localid. */
  sent: KavenegarSent[];
  refuse: number | undefined;
  hold: boolean;
  /** Resolves when a held send has arrived. */
  held(): Promise<void>;
  release(): void;
  statusOf: Map<string, number>;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) => new Promise<string>((resolve) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => resolve(body));
});

export async function startFakeKavenegar(apiKey: string, port = 0): Promise<FakeKavenegar> {
  let nextId = 8_792_343;
  let arrived: () => void = () => {};
  let arrival = new Promise<void>((resolve) => (arrived = resolve));
  const waiting: (() => void)[] = [];
  const fake: FakeKavenegar = {
    base: '', requests: 0, requestedLocalIds: [], answerDelayMs: 0, lookups: 0, sent: [], refuse: undefined, hold: false, statusOf: new Map(),
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
  const answer = (response: ServerResponse, status: number, message: string, entries: unknown[] | null) =>
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ return: { status, message }, entries }));
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const body = new URLSearchParams(await readBody(request));
      const param = (name: string) => body.get(name) ?? url.searchParams.get(name);
      const match = /^\/v1\/([^/]+)\/sms\/(send|statuslocalmessageid)\.json$/.exec(url.pathname);
      if (!match) return answer(response, 404, 'متد تعریف نشده است', null);
      if (decodeURIComponent(match[1]!) !== apiKey) return answer(response, 403, 'کد شناسائی API-Key معتبر نمی‌باشد', null);
      if (match[2] === 'statuslocalmessageid') {
        fake.lookups += 1;
        const localid = param('localid') ?? '';
        const taken = fake.sent.find((s) => s.localid === localid);
        const entry = taken
          ? { messageid: taken.messageid, localid, status: fake.statusOf.get(localid) ?? 1, statustext: 'در صف ارسال' }
          : { messageid: localid, localid, status: 100, statustext: 'شناسه پیامک نامعتبر است' };
        return answer(response, 200, 'تایید شد', [entry]);
      }
      fake.requests += 1;
      if (fake.refuse) return answer(response, fake.refuse, 'خطا', null);
      const receptor = param('receptor') ?? '';
      const message = param('message') ?? '';
      if (!receptor || !message) return answer(response, 400, 'پارامترها ناقص هستند', null);
      const localid = param('localid') ?? '';
      fake.requestedLocalIds.push(localid);
      if (fake.answerDelayMs) await new Promise((resolve) => setTimeout(resolve, fake.answerDelayMs));
      let taken = localid ? fake.sent.find((s) => s.localid === localid) : undefined;
      if (!taken) {
        taken = { receptor, message, sender: param('sender'), localid, messageid: nextId++ };
        fake.sent.push(taken);
      }
      if (fake.hold) {
        arrived();
        await new Promise<void>((resolve) => waiting.push(resolve));
        arrival = new Promise<void>((resolve) => (arrived = resolve));
      }
      const entry = { messageid: taken.messageid, message, status: 1, statustext: 'در صف ارسال', sender: taken.sender, receptor, date: Math.floor(Date.now() / 1000), cost: 120 };
      answer(response, 200, 'تایید شد', [entry]);
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  fake.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

// Where replay time goes: one POST Client through the product's api/ transport (ky) vs a bare
// fetch with the same headers and body, interleaved, against the same server.
import { createTransport } from '../../src/api/outbox-transport';
import { uuidV7 } from '../../src/domain/uuid-v7';
import { clientFields, nationalCodeOf } from './fixtures';
import { timed } from './timing';

export async function httpProbe(apiUrl: string, token: string, count: number, codePrefix: number): Promise<{ transport: number[]; fetch: number[] }> {
  const transport = createTransport({ baseUrl: apiUrl, getToken: () => token });
  const out = { transport: [] as number[], fetch: [] as number[] };
  for (let n = 0; n < count; n++) {
    const viaTransport = clientFields(nationalCodeOf(codePrefix, 2 * n), 2 * n);
    const viaFetch = clientFields(nationalCodeOf(codePrefix, 2 * n + 1), 2 * n + 1);
    out.transport.push((await timed('http:transport', () =>
      transport.send({ method: 'post', path: 'Client', json: viaTransport, idempotencyKey: uuidV7() }))).ms);
    out.fetch.push((await timed('http:fetch', async () => {
      const answer = await fetch(new URL('Client', apiUrl), {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Idempotency-Key': uuidV7() },
        body: JSON.stringify(viaFetch),
      });
      return answer.json();
    })).ms);
  }
  return out;
}

// A JSON body nested deeper than any call of this API needs is a 400 with a Persian message, not a
// 500 from a check that walks it by recursion: 20,000 arrays deep in a plain call, 6,000 deep
// inside a batch entry (each answered 500 before). Nothing is written, and the server goes on.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { call } from './http';
import { clientBody, serverWithTokens } from './fixtures';

const s = serverWithTokens();

/** `[[[…"x"…]]]`, `depth` arrays deep, as raw JSON text (JSON.stringify would recurse too). */
const nested = (depth: number) => `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;

const total = async () => (await call(s.server.apiUrl, 'GET', 'client/6/1', { token: s.tokens.Reception })).body.pagination!.total;

async function post(path: string, body: string) {
  const answer = await fetch(`${s.server.apiUrl}${path}`, {
    method: 'POST', body, headers: { authorization: `Bearer ${s.tokens.Reception}`, 'content-type': 'application/json' },
  });
  return { status: answer.status, body: (await answer.json()) as { message: string; errors?: Record<string, string> } };
}

describe('a body nested too deep', () => {
  it('in a plain call: 400, the Persian message, nothing stored', async () => {
    const before = await total();
    const fields = JSON.stringify(clientBody()).slice(0, -1);
    const answer = await post('Client', `${fields},"address":${nested(20_000)}}`);
    expect(answer.status).toBe(400);
    expect(Object.values(answer.body.errors ?? {})).toContain(messages.invalidValue);
    expect(await total()).toBe(before);
  });

  it('inside a batch entry: 400, nothing stored, and the next call is served', async () => {
    const before = await total();
    const entry = JSON.stringify({ method: 'post', path: 'Client', idempotencyKey: randomUUID(), body: clientBody() }).slice(0, -2);
    const answer = await post('sync/batch', `{"operations":[${entry},"address":${nested(6_000)}}}]}`);
    expect(answer.status).toBe(400);
    expect(Object.values(answer.body.errors ?? {})).toContain(messages.invalidValue);
    expect(await total()).toBe(before);
    const next = await call(s.server.apiUrl, 'POST', 'Client', { token: s.tokens.Reception, body: clientBody() });
    expect(next.status).toBe(201);
  });
});

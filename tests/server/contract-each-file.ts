// With CONTRACT_EVERY_FILE=1: after every server test file, the calls it made
// (tests/server/traffic.ts) checked against openapi.json by the independent validator of
// openapi-check.ts, so the whole suite's traffic is replayed, file by file, whatever order the
// files run in. Opt-in for now: a few files insert rows by SQL that the server could never have
// stored (list-pages, list-order: clients without a national code), whose answers then break
// the contract. The document is the one the server serves, made by the same code in this process
// (the file's servers are closed by then).
import { Hono } from 'hono';
import { afterAll, beforeAll, expect } from 'vitest';
import { apiRoutes } from '../../server/routes/index';
import { openapiRoute } from '../../server/routes/openapi';
import type { AppEnv, Deps } from '../../server/http/context';
import { contractOf } from './openapi-check';
import { recordedExchanges } from './traffic';

let contract: ReturnType<typeof contractOf> | undefined;

async function servedDocument(): Promise<unknown> {
  const app = new Hono<AppEnv>();
  const route = openapiRoute(apiRoutes);
  app.get('/openapi.json', (c) => {
    c.set('deps', { version: 'test' } as Deps);
    return route.handler(c, undefined);
  });
  return (await app.request('/openapi.json')).json();
}

const everyFile = process.env.CONTRACT_EVERY_FILE === '1';
let first = 0;
beforeAll(() => {
  first = recordedExchanges().length;
});

afterAll(async () => {
  const exchanges = recordedExchanges().slice(first);
  if (!everyFile || exchanges.length === 0) return;
  contract ??= servedDocument().then(contractOf);
  const checked = await contract;
  const mismatches = exchanges.flatMap((one) => checked.check(one).mismatches.map((m) => `${one.method} ${one.path.slice(0, 120)} → ${one.status}: ${m}`));
  // One line per kind of mismatch (a paging test repeats one a hundred times), at most 30.
  const kinds = [...new Set(mismatches.map((line) => line.slice(0, 400)))].slice(0, 30);
  expect(kinds, `this file's traffic against openapi.json (${mismatches.length} mismatches of ${exchanges.length} exchanges)`).toEqual([]);
});

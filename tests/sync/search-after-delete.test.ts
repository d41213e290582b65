// @vitest-environment node
// A client this tablet deleted is never shown by its search box (issue 38, the history test's
// seed 86): not while the delete waits in the outbox, and not when the server's answer left the
// server before the delete did but reached the tablet after the delete's answer (the row was gone
// from the tablet by then, and the answer brought it back as a client found on the server).
import 'fake-indexeddb/auto';
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureApi } from '../../src/api/client';
import { createClient, deleteClient, findByNationalCode, localDb } from '../../src/db/index';
import { searchClientsEverywhere } from '../../src/sync/search-clients';
import type { TestServer } from '../server/harness';
import { clientFields } from '../unit/db-fixtures';
import { makeTablet, serverForFile } from './tablet';

let server: TestServer;
let token: string;
serverForFile({ signIn: 'research' }, (file) => {
  ({ server, token } = file);
});

/** Between the search and the server: each answer is read from the server at once and handed on
 *  only when `hold` lets it (the answer of a search that left before the delete, late). */
let hold: Promise<void> = Promise.resolve();
let answered: () => void = () => {};
let gate: http.Server;

const bodyOf = (req: IncomingMessage) => new Promise<Buffer>((resolve) => {
  const parts: Buffer[] = [];
  req.on('data', (part: Buffer) => parts.push(part)).on('end', () => resolve(Buffer.concat(parts)));
});

beforeAll(async () => {
  gate = http.createServer((req, res) => {
    void (async () => {
      const body = await bodyOf(req);
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => ['authorization', 'content-type'].includes(k))) as Record<string, string>;
      const answer = await fetch(new URL(req.url!.slice(1), server.apiUrl), { method: req.method, headers, body: body.length > 0 ? new Uint8Array(body) : undefined });
      const text = await answer.text();
      answered();
      await hold;
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' }).end(text);
    })();
  });
  await new Promise<void>((resolve) => gate.listen(0, '127.0.0.1', resolve));
  configureApi({ baseUrl: `http://127.0.0.1:${(gate.address() as AddressInfo).port}/`, getToken: () => token });
});
afterAll(() => new Promise<void>((resolve) => gate.close(() => resolve())));

/** A client registered on another tablet, pulled by this one (the app's database). */
async function pulledClient(n: number, firstName: string) {
  const other = makeTablet(server.apiUrl, token);
  await createClient(other.db, clientFields(n, { firstName }));
  expect(await other.engine.syncNow()).toMatchObject({ failed: 0 });
  const tablet = makeTablet(server.apiUrl, token, { name: localDb().name });
  await tablet.engine.syncNow();
  const localId = (await findByNationalCode(localDb(), clientFields(n).nationalCode))!.localId;
  expect((await searchClientsEverywhere('all', firstName, 1)).rows.map((row) => row.localId)).toEqual([localId]);
  return { tablet, localId };
}

describe('the search box after this tablet deleted a client', () => {
  it('does not show her while the delete waits in the outbox, though the server still has her', async () => {
    const { localId } = await pulledClient(3801, 'ژیلاحذف');
    await deleteClient(localDb(), localId);
    const found = await searchClientsEverywhere('all', 'ژیلاحذف', 1);
    expect(found).toMatchObject({ rows: [], total: 0 });
  });

  it('does not bring her back from a server answer that left before the delete and came after it', async () => {
    const { tablet, localId } = await pulledClient(3802, 'پریساحذف');
    const serverId = (await localDb().clients.get(localId))!.serverId;
    await deleteClient(localDb(), localId);
    let release: () => void = () => {};
    hold = new Promise((resolve) => { release = resolve; });
    const read = new Promise<void>((resolve) => { answered = resolve; });
    const searching = searchClientsEverywhere('all', 'پریساحذف', 1);
    await read; // the server answered with her: the delete has not left yet
    expect(await tablet.engine.syncNow()).toMatchObject({ failed: 0 }); // the delete sent and answered
    expect(await localDb().clients.where('serverId').equals(serverId!).count()).toBe(0);
    release();
    expect(await searching).toMatchObject({ rows: [], total: 0 });
    expect(await localDb().clients.where('serverId').equals(serverId!).count()).toBe(0);
    hold = Promise.resolve();
    expect((await searchClientsEverywhere('all', 'پریساحذف', 1)).rows).toEqual([]);
  });
});

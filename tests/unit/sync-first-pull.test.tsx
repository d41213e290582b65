// @vitest-environment jsdom
// A role pulled for the first time on this tablet gets a full pull "with progress
// shown". The app's real engine pulls from the real server through a loopback proxy that cuts the
// pages small and holds the second one: meanwhile the chip and the sync centre say how many
// changes have arrived; once the pull ends they read as usual again.
import 'fake-indexeddb/auto';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { configureApi } from '../../src/api/client';
import { appText } from '../../src/domain/stations';
import { syncText } from '../../src/domain/sync-labels';
import { useSessionStore, type Session } from '../../src/features/auth/session-store';
import { SyncCentre } from '../../src/features/sync/sync-centre';
import { TopBarStatus } from '../../src/routes/-shell/top-bar-status';
import { appSyncEngine, startAppSync, stopAppSync } from '../../src/sync/index';
import { clientFields } from './db-fixtures';
import { freshStore, renderInRouter } from './reception-harness';
import { startServerProcess, type ServerProcess } from './server-process';
import { expectNamedByWhatItShows } from './label-in-name';

const reception: Session = { hasAuth: true, fullName: 'پذیرش', userId: 3, expiresIn: 3600, role: 'Reception' };
const pageSize = 3;
let server: ServerProcess;
let proxy: Server;
let token: string;
let pulls = 0;
const held: (() => void)[] = [];

beforeAll(async () => {
  server = await startServerProcess();
  const login = await fetch(`${server.apiUrl}Account/login`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userName: 'reception', password: 'demo1234' }),
  });
  token = ((await login.json()) as { result: { token: string } }).result.token;
  for (let i = 0; i < 5; i++) {
    const created = await fetch(`${server.apiUrl}Client`, {
      method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(clientFields(30 + i)),
    });
    expect(created.status).toBe(201);
  }
  const target = new URL(server.url);
  proxy = createServer((req, res) => {
    let path = req.url ?? '/';
    const isPull = path.includes('/sync/changes');
    if (isPull) path = path.replace(/limit=\d+/, `limit=${pageSize}`);
    const forward = () => {
      const upstream = request({ host: target.hostname, port: target.port, method: req.method, path, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      req.pipe(upstream);
    };
    pulls += isPull ? 1 : 0;
    if (isPull && pulls === 2) held.push(forward); // the second page waits for the test
    else forward();
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  configureApi({ baseUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/api/v1/` });
}, 120_000);
afterAll(async () => {
  stopAppSync();
  for (const release of held.splice(0)) release();
  proxy?.closeAllConnections();
  await new Promise((resolve) => proxy?.close(resolve));
  await server?.close();
});

describe('the first pull of a role on this tablet', { timeout: 60_000 }, () => {
  test('the chip and the sync centre count the changes received so far', async () => {
    const db = await freshStore();
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    useSessionStore.setState({ session: reception, token });
    await renderInRouter(() => (
      <>
        <TopBarStatus />
        <SyncCentre crumbs={[{ label: appText.syncCentre }]} signedInOffline={false} signIn={<p />} />
      </>
    ), '/v2/reception/sync');
    const engine = startAppSync({ getToken: () => token, author: String(reception.userId), scope: reception.role });

    const progress = syncText.firstPull(pageSize);
    await waitFor(() => expect(screen.getByTestId('sync-status-chip').textContent).toBe(progress), { timeout: 20_000 });
    // The sync centre says it in a live region of its own.
    expect(screen.getAllByRole('status').filter((el) => el.textContent === progress)).toHaveLength(1);
    expectNamedByWhatItShows(screen.getByTestId('sync-status-chip')); // the failure axe found in the research station
    await waitFor(() => expect(held).toHaveLength(1)); // the second page is asked for, and waits
    expect(screen.getByTestId('sync-status-chip').textContent).toBe(progress);
    expect(await db.clients.count()).toBe(pageSize);

    for (const release of held.splice(0)) release();
    await waitFor(() => expect(engine.status().pull).toBeUndefined(), { timeout: 20_000 });
    await waitFor(() => expect(screen.getByTestId('sync-status-chip').textContent).toBe(`${syncText.online}${syncText.chipSeparator}${syncText.waitingCount(0)}`));
    expect(screen.queryByText(progress)).toBeNull();
    expect(await db.clients.count()).toBe(5);
    expect(appSyncEngine()).toBe(engine);
  });
});

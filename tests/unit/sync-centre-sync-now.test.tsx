// @vitest-environment jsdom
// "Sync now" in the sync centre drives the app's real engine against a real server on loopback:
// a client whose entry is backing off (the server failed it earlier) goes to the server at once,
// the receipt turns to "everything is on the server" and shows when that happened.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { configureApi } from '../../src/api/client';
import { createClient } from '../../src/db/index';
import { appText } from '../../src/domain/stations';
import { syncText } from '../../src/domain/sync-labels';
import { SyncCentre } from '../../src/features/sync/sync-centre';
import { appSyncEngine, startAppSync, stopAppSync } from '../../src/sync/index';
import { clientFields } from './db-fixtures';
import { freshStore, renderInRouter } from './reception-harness';
import { startServerProcess, type ServerProcess } from './server-process';

let server: ServerProcess;
let token: string;

beforeAll(async () => {
  server = await startServerProcess();
  const login = await fetch(`${server.apiUrl}Account/login`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userName: 'reception', password: 'demo1234' }),
  });
  token = ((await login.json()) as { result: { token: string } }).result.token;
  configureApi({ baseUrl: server.apiUrl });
}, 120_000);
afterAll(async () => {
  stopAppSync();
  await server?.close();
});

describe('sync now', { timeout: 60_000 }, () => {
  test('sends what waits and the receipt says everything is on the server', async () => {
    const db = await freshStore();
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    await createClient(db, clientFields(7, { firstName: 'پروین', lastName: 'حیدری', nationalCode: '0012345679' }));
    // The server failed it three times: it waits out a backoff of minutes.
    await db.outbox.toCollection().modify({ attempts: 3, nextAttemptAt: Date.now() + 5 * 60_000, deferredAt: Date.now() });
    startAppSync({ getToken: () => token });
    await appSyncEngine()!.syncNow(); // the start pass: not due yet, so the click below is what sends
    await renderInRouter(() => <SyncCentre crumbs={[{ label: appText.syncCentre }]} signedInOffline={false} signIn={<p />} />);
    expect(await screen.findByText(syncText.somethingWaits(1))).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.getByText(syncText.somethingWaits(1))).toBeTruthy(); // still waiting out its backoff

    fireEvent.click(screen.getByRole('button', { name: syncText.syncNow }));
    expect(await screen.findByText(syncText.allOnServer, {}, { timeout: 30_000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(`${syncText.lastSync}: ${syncText.neverSynced}`)).toBeNull());

    const found = await fetch(`${server.apiUrl}Client/search`, {
      method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ nationalCode: '0012345679' }),
    });
    expect(found.status).toBe(200);
    expect(((await found.json()) as { result: { firstName: string } }).result.firstName).toBe('پروین');
    expect((await db.clients.toArray())[0]?.serverId).toBeDefined();
  });
});

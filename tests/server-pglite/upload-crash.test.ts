// kill -9 in the middle of an upload leaves no orphan file: the bytes are on disk
// before their record commits, under a pending name the next start sweeps away. Photos are on
// disk beside PGlite only, so this test keeps PGlite in the PostgreSQL pass too; there the bytes
// go into the request's transaction (tests/server-pg/upload-crash-postgres.test.ts).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareTestDatabase } from '../server/harness';
import { call } from '../server/http';
import { clientBody } from '../server/fixtures';
import { form, onePixelPng } from '../server/images';
import { childServerEach } from '../server/child-server-each';
import { startChildServer } from '../server/server-child-process';

const scene = childServerEach();

const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);

describe('an upload killed before its record commits', () => {
  it('leaves no file behind once the server starts again', async () => {
    scene.database = await prepareTestDatabase(undefined, { pglite: true });
    const filesDir = join(scene.database.dataDir, 'files');
    scene.running = await startChildServer(scene.database, { CLINIC_TEST_PAUSE: 'upload-staged' });
    const login = await call<{ token: string }>(scene.running.apiUrl, 'POST', 'Account/login', { body: { userName: 'reception', password: 'demo1234' } });
    const token = login.body.result.token;
    const created = await call<{ id: number }>(scene.running.apiUrl, 'POST', 'Client', { token, body: clientBody() });
    const sent = call(scene.running.apiUrl, 'POST', `Client/upload/${created.body.result.id}/1`, { token, raw: form(onePixelPng, 'a.png', 'image/png') }).catch(() => undefined);
    await scene.running.printed('paused:upload-staged');
    expect(filesIn(filesDir)).toHaveLength(1); // the crash window: bytes written, no record yet
    await scene.running.kill9();
    await sent;
    scene.running = await startChildServer(scene.database);
    expect(filesIn(filesDir)).toEqual([]);
    const list = await call<unknown[]>(scene.running.apiUrl, 'GET', `client/documentlist/${created.body.result.id}`, { token });
    expect(list.body.result).toEqual([]);
    const again = await call<{ fileName: string }>(scene.running.apiUrl, 'POST', `Client/upload/${created.body.result.id}/1`, { token, raw: form(onePixelPng, 'a.png', 'image/png') });
    expect(again.status).toBe(201);
    expect(filesIn(filesDir)).toEqual([again.body.result.fileName]);
  });
});

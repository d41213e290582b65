// `npm run backup -- FILE` and `npm run restore -- FILE` for the embedded database: back up a
// server's data, wipe its folder, restore, start again and find every client and photo.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/start';
import { superAdminPassword } from './harness';
import { call } from './http';
import { clientBody } from './fixtures';
import { form, onePixelPng, realJpeg } from './images';

const work = mkdtempSync(join(tmpdir(), 'clinic-backup-'));
const dataDir = join(work, 'data');
const backupFile = join(work, 'clinic.backup');
let server: RunningServer | undefined;
afterAll(async () => {
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

const start = () => startServer({ port: 0, dataDir, adminPassword: superAdminPassword, demo: true, quiet: true });
const npmRun = (script: string, env: Record<string, string> = {}) => {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  return spawnSync('npm', ['run', '--silent', script, '--', backupFile], { env: { ...rest, DATA_DIR: dataDir, ...env }, encoding: 'utf8', cwd: resolve('.') });
};
async function signIn(apiUrl: string): Promise<string> {
  return (await call<{ token: string }>(apiUrl, 'POST', 'Account/login', { body: { userName: 'reception', password: 'demo1234' } })).body.result.token;
}

describe('backup and restore of the embedded database', () => {
  it('backs up, wipes, restores and finds every client and photo', { timeout: 180_000 }, async () => {
    server = await start();
    let apiUrl = `${server.url}/api/v1/`;
    let token = await signIn(apiUrl);
    const made: { id: number; nationalCode: string; fileName: string; photo: Buffer }[] = [];
    for (let i = 0; i < 3; i += 1) {
      const body = clientBody();
      const id = (await call<{ id: number }>(apiUrl, 'POST', 'Client', { token, body })).body.result.id;
      const sent = i === 0 ? onePixelPng : await realJpeg(100 + i, 80);
      const answer = await fetch(`${apiUrl}Client/upload/${id}/1`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form(sent, 'x', i === 0 ? 'image/png' : 'image/jpeg') });
      const { fileName } = ((await answer.json()) as { result: { fileName: string } }).result;
      // The server stores its own re-encoding of the upload: those are the bytes to find again.
      const stored = await fetch(`${apiUrl}Client/getfile/${fileName}`, { headers: { authorization: `Bearer ${token}` } });
      made.push({ id, nationalCode: body.nationalCode, fileName, photo: Buffer.from(await stored.arrayBuffer()) });
    }
    await server.close();
    server = undefined;

    const backup = npmRun('backup');
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('3 photos');
    // Restoring over a database refuses and changes nothing.
    const over = npmRun('restore');
    expect(over.status).toBe(2);
    expect(over.stderr).toContain('already holds a database');

    rmSync(dataDir, { recursive: true, force: true });
    const restore = npmRun('restore');
    expect(restore.status, restore.stderr).toBe(0);
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);

    server = await start();
    apiUrl = `${server.url}/api/v1/`;
    token = await signIn(apiUrl);
    const page = await call<{ id: number }[]>(apiUrl, 'GET', 'client/6/1', { token });
    expect(page.body.pagination!.total).toBe(3);
    for (const client of made) {
      expect((await call<{ id: number }>(apiUrl, 'POST', 'Client/search', { token, body: { nationalCode: client.nationalCode } })).body.result.id).toBe(client.id);
      const file = await fetch(`${apiUrl}Client/getfile/${client.fileName}`, { headers: { authorization: `Bearer ${token}` } });
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(client.photo)).toBe(true);
    }
  });

  it('points to the PostgreSQL recipe when DATABASE_URL is set', () => {
    const answer = npmRun('backup', { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(answer.status).toBe(2);
    expect(answer.stderr).toContain('pg_dump');
  });
});

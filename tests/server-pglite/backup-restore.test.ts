// `npm run backup -- FILE` and `npm run restore -- FILE` for the embedded database: an encrypted
// archive with nothing readable in it, checked whole before restore writes anything; a cut or
// tampered archive, a wrong passphrase or a killed restore leave DATA_DIR as it was and never
// block the next try; the restored server holds every client and photo and no live sign-in.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Decrypter } from 'age-encryption';
import { afterAll, describe, expect, it } from 'vitest';
import { readArchive } from '../../server/backup/archive-read';
import { databaseEntry } from '../../server/backup/archive-format';
import { startServer, type RunningServer } from '../../server/start';
import { superAdminPassword } from '../server/harness';
import { call } from '../server/http';
import { clientBody } from '../server/fixtures';
import { form, onePixelPng, realJpeg } from '../server/images';

const work = mkdtempSync(join(tmpdir(), 'clinic-backup-'));
const dataDir = join(work, 'data');
const backupFile = join(work, 'clinic.backup');
const passphrase = 'correct horse battery staple';
let server: RunningServer | undefined;
afterAll(async () => {
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

const start = (jwtSecret?: string) => startServer({ port: 0, dataDir, adminPassword: superAdminPassword, demo: true, quiet: true, jwtSecret });
const envFor = (env: Record<string, string>) => {
  const { DATABASE_URL: _url, BACKUP_PASSPHRASE: _pass, ...rest } = process.env;
  return { ...rest, DATA_DIR: dataDir, BACKUP_PASSPHRASE: passphrase, ...env };
};
const npmRun = (script: string, file = backupFile, env: Record<string, string> = {}) =>
  spawnSync('npm', ['run', '--silent', script, '--', file], { env: envFor(env), encoding: 'utf8', cwd: resolve('.') });
async function signIn(apiUrl: string): Promise<string> {
  return (await call<{ token: string }>(apiUrl, 'POST', 'Account/login', { body: { userName: 'reception', password: 'demo1234' } })).body.result.token;
}
const copyWith = (name: string, change: (bytes: Buffer) => Buffer) => {
  const path = join(work, name);
  writeFileSync(path, change(Buffer.from(readFileSync(backupFile))));
  return path;
};
const leftovers = () => readdirSync(work).filter((name) => name.startsWith('data.restoring-'));

describe('backup and restore of the embedded database', () => {
  it('writes an archive with nothing readable, restores only a whole one, and signs no one in', { timeout: 240_000 }, async () => {
    server = await start();
    let apiUrl = `${server.url}/api/v1/`;
    let token = await signIn(apiUrl);
    const phone = '09127654321';
    const made: { id: number; nationalCode: string; fileName: string; photo: Buffer }[] = [];
    for (let i = 0; i < 3; i += 1) {
      const body = clientBody({ firstName: 'ناهید', lastName: 'پشتیبان‌زاده', phoneNumber: phone });
      const id = (await call<{ id: number }>(apiUrl, 'POST', 'Client', { token, body })).body.result.id;
      const sent = i === 0 ? onePixelPng : await realJpeg(100 + i, 80);
      const answer = await fetch(`${apiUrl}Client/upload/${id}/1`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form(sent, 'x', i === 0 ? 'image/png' : 'image/jpeg') });
      const { fileName } = ((await answer.json()) as { result: { fileName: string } }).result;
      // The server stores its own re-encoding of the upload: those are the bytes to find again.
      const stored = await fetch(`${apiUrl}Client/getfile/${fileName}`, { headers: { authorization: `Bearer ${token}` } });
      made.push({ id, nationalCode: body.nationalCode, fileName, photo: Buffer.from(await stored.arrayBuffer()) });
    }
    const deviceKey = randomBytes(32);
    expect((await call(apiUrl, 'POST', 'Device/key', { token, body: { deviceId: randomUUID(), key: deviceKey.toString('base64') } })).status).toBe(200);
    const tokenBefore = token;
    const secret = readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim();
    await server.close();
    server = undefined;

    const backup = npmRun('backup');
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('3 photos');
    expect(backup.stdout).toContain('read back and checked');

    // Nothing readable: no patient field, photo, device key or token secret in the file's bytes,
    // though each is inside (the national code in the database's dump, once decrypted).
    const bytes = readFileSync(backupFile);
    const needles: Buffer[] = [made[0]!.nationalCode, 'ناهید', phone, secret].map((text) => Buffer.from(text, 'utf8'));
    needles.push(deviceKey, Buffer.from(deviceKey.toString('base64')), made[1]!.photo.subarray(200, 264));
    for (const needle of needles) expect(bytes.includes(needle)).toBe(false);
    const decrypter = new Decrypter();
    decrypter.addPassphrase(passphrase);
    let dump: Buffer = Buffer.alloc(0);
    const manifest = await readArchive(backupFile, decrypter, async (name, pieces) => {
      if (name !== databaseEntry) return;
      for await (const piece of pieces) dump = Buffer.concat([dump, piece]);
    });
    expect(gunzipSync(dump).includes(Buffer.from(made[0]!.nationalCode))).toBe(true);
    expect(manifest.entries.map((entry) => entry.name).sort()).toEqual([databaseEntry, ...made.map((client) => `files/${client.fileName}`)].sort());
    expect(manifest.entries.some((entry) => /secret|session|token/.test(entry.name))).toBe(false);

    // Over a database: refused, nothing changed.
    const over = npmRun('restore');
    expect(over.status).toBe(2);
    expect(over.stderr).toContain('already holds a database');
    rmSync(dataDir, { recursive: true, force: true });

    // A flipped byte, a cut, the wrong passphrase: each said in plain words, DATA_DIR untouched.
    const flipped = copyWith('flipped.backup', (b) => { b[Math.floor(b.length / 2)]! ^= 0x01; return b; });
    const cut = copyWith('cut.backup', (b) => b.subarray(0, b.length - 1000));
    for (const [file, env, words] of [[flipped, {}, 'damaged'], [cut, {}, 'damaged'], [backupFile, { BACKUP_PASSPHRASE: 'not it' }, 'does not open']] as const) {
      const refused = npmRun('restore', file, env);
      expect(refused.status, refused.stderr).toBe(2);
      expect(refused.stderr).toContain(words);
      expect(refused.stderr).toContain('Nothing was changed');
      expect(existsSync(dataDir)).toBe(false);
      expect(leftovers()).toEqual([]);
    }

    // A restore killed while it writes leaves its work folder; the next try is not blocked by it.
    const killed = spawn('npm', ['run', '--silent', 'restore', '--', backupFile], { env: envFor({}), cwd: resolve('.'), detached: true, stdio: 'ignore' });
    while (!leftovers().some((name) => existsSync(join(work, name, 'database.tar.gz')))) await new Promise((r) => setTimeout(r, 10));
    process.kill(-killed.pid!, 'SIGKILL');
    await new Promise((r) => killed.once('exit', r));
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(false);

    const restore = npmRun('restore');
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('3 clients and 3 photos');
    expect(leftovers()).toEqual([]);

    // The same token secret as before, so only the restore's revocation can refuse the old token.
    server = await start(secret);
    apiUrl = `${server.url}/api/v1/`;
    expect((await call(apiUrl, 'GET', 'client/6/1', { token: tokenBefore })).status).toBe(401);
    token = await signIn(apiUrl);
    const page = await call<{ id: number }[]>(apiUrl, 'GET', 'client/6/1', { token });
    expect(page.body.pagination!.total).toBe(3);
    for (const client of made) {
      expect((await call<{ id: number }>(apiUrl, 'POST', 'Client/search', { token, body: { nationalCode: client.nationalCode } })).body.result.id).toBe(client.id);
      const file = await fetch(`${apiUrl}Client/getfile/${client.fileName}`, { headers: { authorization: `Bearer ${token}` } });
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(client.photo)).toBe(true);
    }
    // The CLIs below run synchronously: a server in this process could not answer them.
    await server.close();
    server = undefined;
  });

  it('points to the PostgreSQL recipe when DATABASE_URL is set', () => {
    const answer = npmRun('backup', backupFile, { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(answer.status).toBe(2);
    expect(answer.stderr).toContain('pg_dump');
  });

  it('writes nothing unencrypted when no backup key is set', () => {
    const answer = npmRun('backup', join(work, 'none.backup'), { BACKUP_PASSPHRASE: '' });
    expect(answer.status).toBe(2);
    expect(answer.stderr).toContain('BACKUP_PASSPHRASE');
    expect(existsSync(join(work, 'none.backup'))).toBe(false);
  });
});

// `npm run backup` while the server runs (the server takes it, through the control channel) and
// 8 creates a second arrive, some with a photo: the restore holds every create and photo
// acknowledged before the backup began, every photo whose row it holds, and a server started on
// it answers.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/start';
import { superAdminPassword } from '../server/harness';
import { call } from '../server/http';
import { clientBody } from '../server/fixtures';
import { form, onePixelPng } from '../server/images';

const work = mkdtempSync(join(tmpdir(), 'clinic-backup-live-'));
const passphrase = 'correct horse battery staple';
const servers: RunningServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
  rmSync(work, { recursive: true, force: true });
});

const start = async (dataDir: string) => {
  const server = await startServer({ port: 0, dataDir, adminPassword: superAdminPassword, demo: true, quiet: true, backupKeys: { passphrase } });
  servers.push(server);
  return { server, apiUrl: `${server.url}/api/v1/` };
};
const signIn = async (apiUrl: string) =>
  (await call<{ token: string }>(apiUrl, 'POST', 'Account/login', { body: { userName: 'reception', password: 'demo1234' } })).body.result.token;
/** `npm run backup` or `npm run restore` on DATA_DIR; the backup finds the server running there. */
const npmRun = (script: string, file: string, dataDir: string, env: Record<string, string> = {}) => new Promise<{ code: number | null; out: string; err: string }>((done) => {
  const { DATABASE_URL: _url, BACKUP_PASSPHRASE: _pass, ...rest } = process.env;
  const child = spawn('npm', ['run', '--silent', script, '--', file], { env: { ...rest, DATA_DIR: dataDir, ...env }, cwd: resolve('.') });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk) => { out += String(chunk); });
  child.stderr.on('data', (chunk) => { err += String(chunk); });
  child.once('exit', (code) => done({ code, out, err }));
});

interface Acked { nationalCode: string; id: number; fileName?: string; at: number }

describe('a backup while the server takes writes', () => {
  it('restores every create acknowledged before it began', { timeout: 240_000 }, async () => {
    const live = await start(join(work, 'live'));
    const token = await signIn(live.apiUrl);
    const acked: Acked[] = [];
    const inFlight: Promise<void>[] = [];
    const createOne = async (n: number) => {
      const body = clientBody();
      const created = await call<{ id: number }>(live.apiUrl, 'POST', 'Client', { token, body });
      if (created.status !== 201) throw new Error(`create answered ${created.status}`);
      const entry: Acked = { nationalCode: body.nationalCode, id: created.body.result.id, at: performance.now() };
      if (n % 3 === 0) {
        const answer = await fetch(`${live.apiUrl}Client/upload/${entry.id}/1`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form(onePixelPng, 'x', 'image/png') });
        if (answer.status !== 201) throw new Error(`upload answered ${answer.status}`);
        entry.fileName = ((await answer.json()) as { result: { fileName: string } }).result.fileName;
        entry.at = performance.now();
      }
      acked.push(entry);
    };
    const failures: unknown[] = [];
    let n = 0;
    const writer = setInterval(() => { inFlight.push(createOne(n += 1).catch((error: unknown) => { failures.push(error); })); }, 125);
    const waitFor = async (done: () => boolean) => {
      while (!done()) {
        if (failures.length > 0) throw failures[0];
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    try {
      await waitFor(() => acked.length >= 8);
      const began = performance.now();
      const file = join(work, 'live.backup');
      // No passphrase given to the command: the running server's own key encrypts.
      const backup = await npmRun('backup', file, join(work, 'live'));
      expect(backup.code, backup.err).toBe(0);
      expect(backup.out).toContain('read back and checked, taken by the running server');
      const writesDuring = acked.filter((entry) => entry.at > began).length;
      // The writes went on while the archive was written and checked, not only after.
      await waitFor(() => acked.filter((entry) => entry.at > began).length >= writesDuring + 4);
      clearInterval(writer);
      await Promise.all(inFlight);
      expect(failures).toEqual([]);
      expect(writesDuring).toBeGreaterThan(0);
      const before = acked.filter((entry) => entry.at < began);

      const restored = await npmRun('restore', file, join(work, 'restored'), { BACKUP_PASSPHRASE: passphrase });
      expect(restored.code, restored.err).toBe(0);
      const again = await start(join(work, 'restored'));
      const fresh = await signIn(again.apiUrl);
      expect((await call(again.apiUrl, 'GET', 'client/6/1', { token })).status).toBe(401);
      for (const entry of before) {
        const found = await call<{ id: number }>(again.apiUrl, 'POST', 'Client/search', { token: fresh, body: { nationalCode: entry.nationalCode } });
        expect(found.body.result.id).toBe(entry.id);
        if (entry.fileName) expect((await fetch(`${again.apiUrl}Client/getfile/${entry.fileName}`, { headers: { authorization: `Bearer ${fresh}` } })).status).toBe(200);
      }
      const named = await again.server.sql.rows<{ name: string }>(sql`SELECT data->>'fileName' AS name FROM records WHERE kind IN ('document', 'personalDocument')`);
      expect(named.length).toBeGreaterThanOrEqual(before.filter((entry) => entry.fileName).length);
      for (const { name } of named) expect(existsSync(join(work, 'restored', 'files', name)), name).toBe(true);
    } finally {
      clearInterval(writer);
      await Promise.allSettled(inFlight);
    }
  });
});

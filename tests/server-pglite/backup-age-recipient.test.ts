// A backup for an age recipient (BACKUP_AGE_RECIPIENT): the machine that writes it cannot read
// it, so it is written but not read back; restore opens it with BACKUP_AGE_IDENTITY_FILE and
// refuses, changing nothing, without it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { generateIdentity, identityToRecipient } from 'age-encryption';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/start';
import { superAdminPassword } from '../server/harness';
import { call } from '../server/http';
import { clientBody } from '../server/fixtures';

const work = mkdtempSync(join(tmpdir(), 'clinic-backup-age-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function npmRun(script: string, file: string, env: Record<string, string>) {
  const { DATABASE_URL: _url, BACKUP_PASSPHRASE: _pass, ...rest } = process.env;
  return new Promise<{ code: number | null; out: string; err: string }>((done) => {
    const child = spawn('npm', ['run', '--silent', script, '--', file], { env: { ...rest, ...env }, cwd: resolve('.') });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => { out += String(chunk); });
    child.stderr.on('data', (chunk) => { err += String(chunk); });
    child.once('exit', (code) => done({ code, out, err }));
  });
}

describe('a backup for an age recipient', () => {
  it('is written without being readable here, and restores with the identity file', { timeout: 180_000 }, async () => {
    const dataDir = join(work, 'data');
    const server = await startServer({ port: 0, dataDir, adminPassword: superAdminPassword, demo: true, quiet: true });
    const apiUrl = `${server.url}/api/v1/`;
    const token = (await call<{ token: string }>(apiUrl, 'POST', 'Account/login', { body: { userName: 'reception', password: 'demo1234' } })).body.result.token;
    const body = clientBody();
    expect((await call(apiUrl, 'POST', 'Client', { token, body })).status).toBe(201);
    await server.close();

    const identity = await generateIdentity();
    const identityFile = join(work, 'clinic-backup.key');
    writeFileSync(identityFile, `# created by the test\n${identity}\n`, { mode: 0o600 });
    const file = join(work, 'age.backup');
    const backup = await npmRun('backup', file, { DATA_DIR: dataDir, BACKUP_AGE_RECIPIENT: await identityToRecipient(identity) });
    expect(backup.code, backup.err).toBe(0);
    expect(backup.out).toContain('not read back');

    const target = join(work, 'restored');
    const refused = await npmRun('restore', file, { DATA_DIR: target });
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('BACKUP_AGE_IDENTITY_FILE');
    expect(existsSync(target)).toBe(false);

    const restored = await npmRun('restore', file, { DATA_DIR: target, BACKUP_AGE_IDENTITY_FILE: identityFile });
    expect(restored.code, restored.err).toBe(0);
    const again = await startServer({ port: 0, dataDir: target, adminPassword: superAdminPassword, demo: true, quiet: true });
    try {
      const fresh = (await call<{ token: string }>(`${again.url}/api/v1/`, 'POST', 'Account/login', { body: { userName: 'reception', password: 'demo1234' } })).body.result.token;
      expect((await call(`${again.url}/api/v1/`, 'POST', 'Client/search', { token: fresh, body: { nationalCode: body.nationalCode } })).status).toBe(200);
    } finally {
      await again.close();
    }
  });
});

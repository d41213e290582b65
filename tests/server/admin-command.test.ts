// `npm run admin -- set-password USER` as a real child process: through the
// running server's control socket, and on a stopped PGlite folder it opens itself. The user's
// sessions end (in every server process on one PostgreSQL), the password never reaches a log line.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountServerText } from '../../src/domain/account-server-text';
import { messages } from '../../src/domain/messages';
import { controlSocketPath } from '../../server/control/socket';
import { startServer, type RunningServer } from '../../server/start';
import { prepareTestDatabase, superAdminPassword } from './harness';
import { call } from './http';
import { runAdmin } from './admin-child';

const api = (server: RunningServer) => `${server.url}/api/v1/`;
const list = (server: RunningServer, token: string) => call(api(server), 'GET', 'client/6/1', { token });
const login = (server: RunningServer, userName: string, password: string) =>
  call<{ token: string }>(api(server), 'POST', 'Account/login', { body: { userName, password } });
const jwtSecret = 'one secret for both test servers';

describe('npm run admin -- set-password, with the server running', () => {
  it('sets the password through the socket, ends the sessions in every process, and logs no password', async () => {
    const database = await prepareTestDatabase();
    const lines: string[] = [];
    const a = await startServer({ port: 0, dataDir: database.dataDir, databaseUrl: database.databaseUrl, jwtSecret, demo: true, adminPassword: superAdminPassword, logSink: (line) => lines.push(line) });
    // On PostgreSQL a second server on the same database (its own token cache and LISTEN).
    const b = database.databaseUrl
      ? await startServer({ port: 0, dataDir: mkdtempSync(join(tmpdir(), 'clinic-b-')), databaseUrl: database.databaseUrl, jwtSecret, quiet: true })
      : a;
    try {
      const token = (await login(a, 'reception', 'demo1234')).body.result.token;
      expect((await list(b, token)).status).toBe(200);

      // Refused by the command itself, before it reaches the server.
      const short = await runAdmin(['set-password', 'reception'], database, 'کوتاه\n');
      expect(short.code).toBe(1);
      expect(short.stderr).toContain(messages.passwordMin);
      const unknown = await runAdmin(['set-password', 'nobody'], database, 'brand-new-99\n');
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain(accountServerText.noSuchUser('nobody'));
      expect((await list(b, token)).status).toBe(200);

      const done = await runAdmin(['set-password', 'reception'], database, 'brand-new-99\n');
      expect(done.stderr).toBe('');
      expect(done.code).toBe(0);
      expect(done.stdout).toContain(accountServerText.passwordSet('reception', 1));
      expect((await list(a, token)).status).toBe(401);
      // The other process hears the database's announcement, which `a` waited for before answering.
      await expect.poll(async () => (await list(b, token)).status, { timeout: 5000, interval: 10 }).toBe(401);
      expect((await login(a, 'reception', 'demo1234')).status).toBe(400);
      expect((await login(b, 'reception', 'brand-new-99')).status).toBe(200);

      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(entries.find((entry) => entry.event === 'password set')).toMatchObject({ by: 'operator', sessionsEnded: 1 });
      expect(entries.filter((entry) => entry.event === 'control').map((entry) => entry.status)).toEqual([400, 200]);
      for (const secret of ['brand-new-99', 'کوتاه']) expect(lines.filter((line) => line.includes(secret))).toEqual([]);
    } finally {
      if (b !== a) await b.close();
      await a.close();
      await database.drop();
    }
  });
});

describe('npm run admin -- set-password, with no server on this machine\'s DATA_DIR', () => {
  it('on PostgreSQL ends the sessions of a server elsewhere; on PGlite refuses a folder another process holds', async () => {
    const database = await prepareTestDatabase();
    const server = await startServer({ port: 0, dataDir: database.dataDir, databaseUrl: database.databaseUrl, demo: true, adminPassword: superAdminPassword, quiet: true });
    const token = (await login(server, 'research', 'demo1234')).body.result.token;
    try {
      if (database.databaseUrl) {
        // Another machine's operator: its own DATA_DIR (no socket), the same database.
        const elsewhere = mkdtempSync(join(tmpdir(), 'clinic-admin-'));
        const done = await runAdmin(['set-password', 'research'], { dataDir: elsewhere, databaseUrl: database.databaseUrl }, 'set-elsewhere-1\n');
        rmSync(elsewhere, { recursive: true, force: true });
        expect(done.code).toBe(0);
        await expect.poll(async () => (await list(server, token)).status, { timeout: 5000, interval: 10 }).toBe(401);
        expect((await login(server, 'research', 'set-elsewhere-1')).status).toBe(200);
      } else {
        // The server's socket gone (removed by hand): the command must not open a folder in use.
        rmSync(controlSocketPath(database.dataDir));
        const refused = await runAdmin(['set-password', 'research'], database, 'set-elsewhere-1\n');
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain('in use by another server process');
        expect((await list(server, token)).status).toBe(200);
        expect((await login(server, 'research', 'demo1234')).status).toBe(200);
      }
    } finally {
      await server.close();
      await database.drop();
    }
  });
});

// `npm run admin -- set-password USER` on a stopped PGlite folder it opens itself: SuperAdmin
// recovered, the old sessions over at the next start, a database fault said by its class only.
// PGlite whatever the pass: run by the PGlite pass only (tests/run-all.mjs).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountServerText } from '../../src/domain/account-server-text';
import { startServer, type RunningServer } from '../../server/start';
import { prepareTestDatabase, superAdminPassword } from '../server/harness';
import { call } from '../server/http';
import { runAdmin } from '../server/admin-child';

const api = (server: RunningServer) => `${server.url}/api/v1/`;
const list = (server: RunningServer, token: string) => call(api(server), 'GET', 'client/6/1', { token });
const login = (server: RunningServer, userName: string, password: string) =>
  call<{ token: string }>(api(server), 'POST', 'Account/login', { body: { userName, password } });

describe('npm run admin -- set-password, with no server running', () => {
  it('opens the stopped PGlite folder itself, recovers SuperAdmin, and the old sessions are over at the next start', async () => {
    const database = await prepareTestDatabase(undefined, { pglite: true });
    const options = { port: 0, dataDir: database.dataDir, quiet: true } as const;
    let server = await startServer(options);
    const token = (await login(server, 'SuperAdmin', superAdminPassword)).body.result.token;
    // A fault the command meets in the database (a column gone): its class, never the query's
    // parameters (the new hash) on the operator's screen.
    await server.sql.rows(sql`ALTER TABLE tokens RENAME COLUMN ended_by TO ended_by_away`);
    await server.close();
    try {
      const failed = await runAdmin(['set-password', 'SuperAdmin'], database, 'forgot-it-once\n');
      expect(failed.code).toBe(1);
      expect(failed.stderr.trim()).toBe('DrizzleQueryError 42703');
      server = await startServer(options);
      await server.sql.rows(sql`ALTER TABLE tokens RENAME COLUMN ended_by_away TO ended_by`);
      await server.close();

      const done = await runAdmin(['set-password', 'superadmin'], database, 'forgot-it-once\r\n');
      expect(done.stderr).toBe('');
      expect(done.code).toBe(0);
      expect(done.stdout).toContain(accountServerText.passwordSet('SuperAdmin', 1));
      const users = await runAdmin(['list-users'], database);
      expect(users.code).toBe(0);
      expect(users.stdout).toMatch(/^1\tSuperAdmin\tSuperAdmin$/m);

      server = await startServer(options);
      expect((await list(server, token)).status).toBe(401);
      expect((await login(server, 'SuperAdmin', superAdminPassword)).status).toBe(400);
      expect((await login(server, 'SuperAdmin', 'forgot-it-once')).status).toBe(200);
      await server.close();
    } finally {
      await database.drop();
    }
  });
});

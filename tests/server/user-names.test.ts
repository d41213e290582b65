// User names are unique whatever their case, so no account can take over SuperAdmin's sign-in
//; the migration renames clashes that already exist.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../src/domain/server-messages';
import { migrate, migrationFiles, statementsOf } from '../../server/db/migrate';
import { emptyTestDatabase, openEmpty, startTestServer, superAdminPassword, type TestServer } from './harness';
import { call } from './http';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const register = (token: string, userName: string) => call(server.apiUrl, 'POST', 'Account/Register', {
  token, body: { firstName: 'کاربر', lastName: 'تازه', userName, userRole: 'Reception', password: 'pass1234', rePassword: 'pass1234' },
});

describe('user names in any case', () => {
  it('refuses superadmin beside SuperAdmin, so SuperAdmin still signs in after a password change', async () => {
    const admin = await server.login('SuperAdmin', superAdminPassword);
    for (const name of ['superadmin', 'SUPERADMIN', 'Reception']) {
      const answer = await register(admin, name);
      expect(answer.status, name).toBe(409);
      expect(answer.body.errors).toEqual({ userName: serverMessages.userNameTaken });
    }
    const changed = await call(server.apiUrl, 'PUT', 'Account/password', { token: admin, body: { currentPassword: superAdminPassword, newPassword: 'another-pass' } });
    expect(changed.status).toBe(200);
    const again = await call<{ role: string }>(server.apiUrl, 'POST', 'Account/login', { body: { userName: 'SuperAdmin', password: 'another-pass' } });
    expect(again.body.result.role).toBe('SuperAdmin');
  });
});

describe('the migration over existing clashes', () => {
  it('keeps the oldest name and renames each later one to name-<id>', async () => {
    const empty = await emptyTestDatabase();
    const database = await openEmpty(empty);
    try {
      const db = database.sql;
      // The schema as it was before the migration, with clashes made when they were allowed.
      await db.rows(sql`CREATE TABLE migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
      const first = migrationFiles()[0]!;
      for (const statement of statementsOf(first.text)) await db.rows(sql.raw(statement));
      await db.rows(sql`INSERT INTO migrations (name) VALUES (${first.name})`);
      for (const name of ['SuperAdmin', 'reception', 'superadmin', 'Reception', 'SUPERADMIN']) {
        await db.rows(sql`INSERT INTO users (user_name, first_name, last_name, role, password_hash) VALUES (${name}, 'x', 'y', 'Reception', 'h')`);
      }
      await migrate(database);
      const names = await db.rows<{ id: number; user_name: string }>(sql`SELECT id, user_name FROM users ORDER BY id`);
      expect(names.map((row) => row.user_name)).toEqual(['SuperAdmin', 'reception', `superadmin-${names[2]!.id}`, `Reception-${names[3]!.id}`, `SUPERADMIN-${names[4]!.id}`]);
      await expect(db.rows(sql`INSERT INTO users (user_name, first_name, last_name, role, password_hash) VALUES ('RECEPTION', 'x', 'y', 'Reception', 'h')`)).rejects.toThrow();
    } finally {
      await database.close();
      await empty.drop();
    }
  });
});

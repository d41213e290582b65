// Account: logout, the admins list, register, delete, password change, Kiosk device tokens.
import { kioskIssuedResult, usersResult } from '../../src/domain/schemas/results';
import { noResult, registeredResult } from '../../src/domain/schemas/call-results';
import { sql } from 'drizzle-orm';
import { messages } from '../../src/domain/messages';
import { serverMessages } from '../../src/domain/server-messages';
import { changePasswordSchema, kioskSchema, registerSchema } from '../../src/domain/schemas/account';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { forgetEnded, setPassword } from '../auth/set-password';
import { reply } from '../http/envelope';
import { HttpFailure, notFound } from '../http/failure';
import { idParam, jsonBody } from '../http/validate';
import { recordAudit } from '../store/audit';
import type { RouteDef } from '../http/route';

export const accountAdminRoutes: RouteDef[] = [
  {
    method: 'delete', path: 'Account/logout', access: { signedIn: true, kiosk: true }, result: noResult, summary: 'Revoke the token',
    handler: async (c, caller) => {
      const { sql: db, tokens } = c.get('deps');
      await db.tx(async (tx) => {
        await recordAudit(tx, { action: 'signOut' });
        await tokens.revoke(caller!.jti);
      });
      return reply(c, null);
    },
  },
  {
    method: 'get', path: 'Account/users', access: { station: 'admins' }, result: usersResult, summary: 'Every staff account',
    handler: async (c) => {
      const rows = await c.get('deps').sql.rows<{ id: number; userName: string; firstName: string; lastName: string; userRole: string }>(sql`
        SELECT id, user_name AS "userName", first_name AS "firstName", last_name AS "lastName", role AS "userRole"
        FROM users ORDER BY id`);
      return reply(c, rows);
    },
  },
  {
    method: 'post', path: 'Account/Register', access: { station: 'admins' }, body: registerSchema, result: registeredResult, statuses: [201, 409], summary: 'Create a staff account',
    handler: async (c) => {
      const input = await jsonBody(c, registerSchema);
      const passwordHash = await hashPassword(input.password);
      const row = await c.get('deps').sql.tx(async (tx) => {
        const made = await tx.one<{ id: number }>(sql`INSERT INTO users (user_name, first_name, last_name, role, password_hash)
          VALUES (${input.userName}, ${input.firstName}, ${input.lastName}, ${input.userRole}, ${passwordHash})
          ON CONFLICT DO NOTHING RETURNING id`);
        // The account's id, never its name or password.
        if (made) await recordAudit(tx, { action: 'create', entity: 'account', entityId: made.id });
        return made;
      });
      if (!row) throw new HttpFailure(409, serverMessages.userNameTaken, null, { userName: serverMessages.userNameTaken });
      return reply(c, { id: row.id }, { status: 201, message: messages.adminCreated });
    },
  },
  {
    method: 'delete', path: 'Account/{id}', access: { station: 'admins' }, result: noResult, statuses: [404], summary: 'Delete a staff account (never SuperAdmin)',
    handler: async (c) => {
      const id = idParam(c, 'id');
      const db = c.get('deps').sql;
      const user = await db.one<{ user_name: string }>(sql`SELECT user_name FROM users WHERE id = ${id}`);
      if (!user) throw notFound();
      if (user.user_name === 'SuperAdmin') throw new HttpFailure(403, serverMessages.superAdminUndeletable);
      // Tokens go with the user (ON DELETE CASCADE), so a deleted account is signed out at once,
      // in every server process (token-cache.ts).
      const signedIn = await db.rows<{ jti: string }>(sql`SELECT jti FROM tokens WHERE user_id = ${id} AND revoked_at IS NULL`);
      await db.tx(async (tx) => {
        await tx.rows(sql`DELETE FROM users WHERE id = ${id}`);
        await recordAudit(tx, { action: 'delete', entity: 'account', entityId: id });
      });
      await c.get('deps').tokens.cache.heardOf(signedIn.map((token) => token.jti));
      return reply(c, null, { message: messages.adminDeleted });
    },
  },
  {
    method: 'put', path: 'Account/password', access: { signedIn: true }, body: changePasswordSchema, result: noResult, summary: 'Change one\'s own password',
    handler: async (c, caller) => {
      const input = await jsonBody(c, changePasswordSchema);
      const db = c.get('deps').sql;
      const user = await db.one<{ password_hash: string }>(sql`SELECT password_hash FROM users WHERE id = ${caller!.userId}`);
      if (!user || !(await verifyPassword(user.password_hash, input.currentPassword))) {
        throw new HttpFailure(400, serverMessages.currentPasswordWrong, null, { currentPassword: serverMessages.currentPasswordWrong });
      }
      // Every other session of this user ends (one signed in with the old password among them).
      const done = await db.tx(async (tx) => {
        const set = await setPassword(tx, caller!.userId, input.newPassword, caller!.jti);
        await recordAudit(tx, { action: 'edit', entity: 'password', entityId: caller!.userId });
        return set;
      });
      await forgetEnded(c.get('deps').tokens.cache, done?.ended ?? []);
      return reply(c, null, { message: messages.changesSaved });
    },
  },
  {
    method: 'post', path: 'Account/kiosk', access: { station: 'clients' }, body: kioskSchema, result: kioskIssuedResult, statuses: [201], summary: 'A Kiosk device token for the public intake tablet',
    handler: async (c, caller) => {
      const input = await jsonBody(c, kioskSchema);
      const { tokens, config, sql: db } = c.get('deps');
      const issued = await tokens.issue(caller!.userId, 'Kiosk', config.kioskTtlSeconds, input.deviceName);
      // Issued, then noted: a note that fails leaves a token whose answer nobody received.
      await recordAudit(db, { action: 'create', entity: 'kiosk', target: issued.jti });
      return reply(c, issued, { status: 201 });
    },
  },
];

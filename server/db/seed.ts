// First start: the SuperAdmin account, and with demo on the demo accounts of the shared contract.
// Without ADMIN_PASSWORD, SuperAdmin is made with no usable password and every start says how to
// set one on the server machine: a password printed at start would sit in journald for good.
import { sql } from 'drizzle-orm';
import type { StaffRole } from '../../src/domain/roles';
import { hashPassword } from '../auth/passwords';
import type { LogFields } from '../observe/log';
import type { Sql } from './sql';

export const demoAccounts: readonly { userName: string; role: StaffRole; firstName: string; lastName: string }[] = [
  { userName: 'reception', role: 'Reception', firstName: 'کاربر', lastName: 'پذیرش' },
  { userName: 'screening', role: 'screening', firstName: 'کاربر', lastName: 'غربالگری' },
  { userName: 'helper', role: 'helper', firstName: 'کاربر', lastName: 'مددکاری' },
  { userName: 'research', role: 'Research', firstName: 'کاربر', lastName: 'مرکز تحقیقات' },
  { userName: 'consultation', role: 'Consultation', firstName: 'کاربر', lastName: 'مشاوره' },
];
export const demoPassword = 'demo1234';

/** Not an argon2 hash, so no password verifies against it. */
export const noPasswordHash = '!';

/** What every start logs while SuperAdmin has no password: the command, never a password. */
export const setSuperAdminPassword = 'npm run admin -- set-password SuperAdmin';

async function addUser(db: Sql, userName: string, role: StaffRole, firstName: string, lastName: string, password: string | undefined): Promise<boolean> {
  const row = await db.one(sql`INSERT INTO users (user_name, first_name, last_name, role, password_hash)
    VALUES (${userName}, ${firstName}, ${lastName}, ${role}, ${password ? await hashPassword(password) : noPasswordHash})
    ON CONFLICT DO NOTHING RETURNING id`);
  return row !== undefined;
}

export async function seed(db: Sql, options: { adminPassword?: string; demo: boolean; log: (event: string, fields?: LogFields) => void }): Promise<void> {
  const existing = await db.one(sql`SELECT id FROM users WHERE user_name = 'SuperAdmin'`);
  if (!existing) await addUser(db, 'SuperAdmin', 'SuperAdmin', 'ادمین', 'کل', options.adminPassword || undefined);
  const unset = await db.one<{ id: number }>(sql`SELECT id FROM users WHERE user_name = 'SuperAdmin' AND password_hash = ${noPasswordHash}`);
  if (unset && options.adminPassword) {
    await db.rows(sql`UPDATE users SET password_hash = ${await hashPassword(options.adminPassword)} WHERE id = ${unset.id} AND password_hash = ${noPasswordHash}`);
  } else if (unset) {
    options.log('SuperAdmin has no password', { action: `run on the server machine: ${setSuperAdminPassword}` });
  }
  if (!options.demo) return;
  for (const account of demoAccounts) {
    const has = await db.one(sql`SELECT id FROM users WHERE user_name = ${account.userName}`);
    if (!has) await addUser(db, account.userName, account.role, account.firstName, account.lastName, demoPassword);
  }
}

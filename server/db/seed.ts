// First start: the SuperAdmin account (ADMIN_PASSWORD or a random password printed once), and
// with demo on the demo accounts of the shared contract.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { StaffRole } from '../../src/domain/roles';
import { hashPassword } from '../auth/passwords';
import type { Sql } from './sql';

export const demoAccounts: readonly { userName: string; role: StaffRole; firstName: string; lastName: string }[] = [
  { userName: 'reception', role: 'Reception', firstName: 'کاربر', lastName: 'پذیرش' },
  { userName: 'screening', role: 'screening', firstName: 'کاربر', lastName: 'غربالگری' },
  { userName: 'helper', role: 'helper', firstName: 'کاربر', lastName: 'مددکاری' },
  { userName: 'research', role: 'Research', firstName: 'کاربر', lastName: 'مرکز تحقیقات' },
  { userName: 'consultation', role: 'Consultation', firstName: 'کاربر', lastName: 'مشاوره' },
];
export const demoPassword = 'demo1234';

async function addUser(db: Sql, userName: string, role: StaffRole, firstName: string, lastName: string, password: string): Promise<boolean> {
  const row = await db.one(sql`INSERT INTO users (user_name, first_name, last_name, role, password_hash)
    VALUES (${userName}, ${firstName}, ${lastName}, ${role}, ${await hashPassword(password)})
    ON CONFLICT DO NOTHING RETURNING id`);
  return row !== undefined;
}

export async function seed(db: Sql, options: { adminPassword?: string; demo: boolean; log: (line: string) => void }): Promise<void> {
  const existing = await db.one(sql`SELECT id FROM users WHERE user_name = 'SuperAdmin'`);
  if (!existing) {
    const password = options.adminPassword || randomBytes(12).toString('base64url');
    if (await addUser(db, 'SuperAdmin', 'SuperAdmin', 'ادمین', 'کل', password) && !options.adminPassword) {
      options.log(`SuperAdmin created with the password: ${password} (shown once; set ADMIN_PASSWORD to choose it)`);
    }
  }
  if (!options.demo) return;
  for (const account of demoAccounts) {
    const has = await db.one(sql`SELECT id FROM users WHERE user_name = ${account.userName}`);
    if (!has) await addUser(db, account.userName, account.role, account.firstName, account.lastName, demoPassword);
  }
}

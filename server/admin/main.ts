// `npm run admin -- set-password USER | list-users | verify-audit`, on the server machine. A running server takes
// the command over its control socket (DATA_DIR/control.sock); with none running, this process
// opens the database itself. Either way nothing here prints or logs the password.
import { resolve } from 'node:path';
import { accountServerText } from '../../src/domain/account-server-text';
import { callControl } from '../control/socket';
import { FolderInUse } from '../db/folder-lock';
import { errorClassOf } from '../observe/log';
import { verifyAudit } from '../store/audit-read';
import type { AuditVerify } from '../../src/domain/schemas/audit';
import { withDatabase } from './offline-database';
import { readNewPassword } from './read-password';
import { checkNewPassword, listUsers, PasswordRefused, setUserPassword, type UserListing } from './set-user-password';

const env = process.env;
const dataDir = resolve(env.DATA_DIR ?? './data');

/** The running server's answer, or undefined when none runs. */
async function viaServer<T>(name: string, body: unknown): Promise<T | undefined> {
  const answer = await callControl(dataDir, name, body);
  if (!answer.reached) return undefined;
  if (answer.status !== 200) throw new PasswordRefused(answer.error ?? `status ${answer.status}`);
  return answer.result as T;
}

async function setPasswordOf(userName: string): Promise<void> {
  const password = await readNewPassword();
  checkNewPassword(password);
  const body = { userName, password };
  const done = (await viaServer<{ userName: string; sessionsEnded: number }>('set-password', body))
    ?? (await withDatabase(env, (db) => setUserPassword(db, body)));
  console.log(accountServerText.passwordSet(done.userName, done.sessionsEnded));
}

async function printUsers(): Promise<void> {
  const users = (await viaServer<UserListing[]>('list-users', {})) ?? (await withDatabase(env, listUsers));
  for (const user of users) console.log([user.id, user.userName, user.role, user.hasPassword ? '' : accountServerText.noPassword].join('\t').trimEnd());
}

/** The audit trail's chain check (issue 37 §5): exit 0 when it holds, 1 naming the first broken entry. */
async function checkAudit(): Promise<number> {
  const result = (await viaServer<AuditVerify>('verify-audit', {})) ?? (await withDatabase(env, verifyAudit));
  console.log(result.ok ? accountServerText.auditChainHolds(result.checked) : accountServerText.auditChainBroken(result.broken!.id, result.broken!.reason));
  return result.ok ? 0 : 1;
}

async function main(args: string[]): Promise<number> {
  const [command, userName] = args;
  if (command === 'set-password' && userName && args.length === 2) await setPasswordOf(userName);
  else if (command === 'list-users' && args.length === 1) await printUsers();
  else if (command === 'verify-audit' && args.length === 1) return checkAudit();
  else {
    console.error(accountServerText.adminUsage);
    return 2;
  }
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  // Anything else by its class alone: a driver's message quotes the query's parameters (the hash).
  console.error(error instanceof PasswordRefused || error instanceof FolderInUse ? error.message : errorClassOf(error));
  process.exitCode = 1;
}

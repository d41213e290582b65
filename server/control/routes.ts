// The commands the control channel (socket.ts) takes: one entry per command, each in a file of its
// own beside this one.
import type { Deps } from '../http/context';
import { listUsersCommand, setPasswordCommand } from './set-password';
import type { ControlRoutes } from './socket';
import { backupCommand } from './backup';
import { verifyAudit } from '../store/audit-read';

export function controlRoutes(deps: Deps): ControlRoutes {
  return {
    ping: async () => ({ version: deps.version, database: deps.databaseKind }),
    backup: backupCommand(deps),
    'set-password': setPasswordCommand(deps),
    'list-users': listUsersCommand(deps),
    'verify-audit': () => verifyAudit(deps.sql),
  };
}

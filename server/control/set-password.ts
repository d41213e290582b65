// The control channel's `set-password` (npm run admin -- set-password USER while the server runs):
// the running server sets it, so its own token cache drops the ended sessions at once and the
// answer waits for the database's announcement to every other process.
import type { Deps } from '../http/context';
import { listUsers, PasswordRefused, setUserPassword } from '../admin/set-user-password';
import { forgetEnded } from '../auth/set-password';
import { ControlRefusal } from './socket';

export function setPasswordCommand(deps: Deps) {
  return async (body: unknown) => {
    try {
      const { ended, ...done } = await setUserPassword(deps.sql, body);
      await forgetEnded(deps.tokens.cache, ended);
      deps.log.info('password set', { userId: done.userId, by: 'operator', sessionsEnded: done.sessionsEnded });
      return done;
    } catch (error) {
      throw error instanceof PasswordRefused ? new ControlRefusal(error.message) : error;
    }
  };
}

export const listUsersCommand = (deps: Deps) => () => listUsers(deps.sql);

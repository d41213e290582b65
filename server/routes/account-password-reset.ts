// PUT Account/{id}/password: SuperAdmin sets a staff member's new password (one forgotten, one
// that leaked). Every session of that member ends, and tablets drop their offline sign-in when
// they next hear the member's credentials version (sync/changes).
import { accountText } from '../../src/domain/account-text';
import { resetPasswordSchema } from '../../src/domain/schemas/account';
import { noResult } from '../../src/domain/schemas/call-results';
import { forgetEnded, setPassword } from '../auth/set-password';
import { reply } from '../http/envelope';
import { notFound } from '../http/failure';
import { idParam, jsonBody } from '../http/validate';
import { recordAudit } from '../store/audit';
import type { RouteDef } from '../http/route';

export const passwordResetRoutes: RouteDef[] = [
  {
    method: 'put', path: 'Account/{id}/password', access: { station: 'admins' }, body: resetPasswordSchema, result: noResult, statuses: [404],
    summary: 'Set a staff member\'s new password (SuperAdmin); their sessions end',
    handler: async (c, caller) => {
      const id = idParam(c, 'id');
      const input = await jsonBody(c, resetPasswordSchema);
      const { sql: db, tokens, log } = c.get('deps');
      // SuperAdmin resetting their own password keeps the session they do it from.
      const done = await db.tx(async (tx) => {
        const set = await setPassword(tx, id, input.password, id === caller!.userId ? caller!.jti : undefined);
        // Whose password was set, never the password.
        if (set) await recordAudit(tx, { action: 'edit', entity: 'password', entityId: id });
        return set;
      });
      if (!done) throw notFound();
      await forgetEnded(tokens.cache, done.ended);
      log.info('password reset', { userId: id, by: caller!.userId, sessionsEnded: done.ended.length });
      return reply(c, null, { message: accountText.passwordReset });
    },
  },
];

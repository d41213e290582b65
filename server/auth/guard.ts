// Who may call what: the caller from the Bearer token, and the station check of the shared
// permission table (src/domain/permissions.ts) that the app's guards read too.
import type { Context, MiddlewareHandler } from 'hono';
import { roleMay, type Station } from '../../src/domain/permissions';
import type { Role } from '../../src/domain/roles';
import { accountServerText } from '../../src/domain/account-server-text';
import { forbidden, HttpFailure, unauthorized } from '../http/failure';
import type { AppEnv, Caller } from '../http/context';
import { withAuditCaller } from '../store/audit';
import { internalCallerOf } from './internal-caller';

/** Reads the Bearer token when there is one; routes decide whether they need it. */
export const readCaller: MiddlewareHandler<AppEnv> = async (c, next) => {
  const internal = internalCallerOf(c.req.raw);
  if (internal) {
    c.set('caller', internal);
    return withAuditCaller(internal, next);
  }
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const { tokens } = c.get('deps');
  const caller = match?.[1] ? await tokens.verify(match[1]) : undefined;
  c.set('caller', caller);
  if (match?.[1] && !caller) c.set('credentialsChanged', await tokens.endedByPassword(match[1]));
  // Whatever this request writes, the audit trail names this caller (store/audit.ts).
  await withAuditCaller(caller, next);
};

export function callerOf(c: Context<AppEnv>): Caller {
  const caller = c.get('caller');
  // The tablet drops this person's offline sign-in on hearing it (src/db/records/credentials-versions.ts).
  if (!caller) throw c.get('credentialsChanged') ? new HttpFailure(401, accountServerText.signInWithNewPassword, { credentialsChanged: true }) : unauthorized();
  return caller;
}

/** What a route allows: a station of the permission table, and whether a Kiosk token may call it. */
export interface Access {
  station: Station;
  kiosk?: boolean;
}

export function mayAccess(role: Role, access: Access): boolean {
  if (role === 'Kiosk') return access.kiosk === true;
  return roleMay(role, access.station);
}

export function requireAccess(c: Context<AppEnv>, access: Access): Caller {
  const caller = callerOf(c);
  if (!mayAccess(caller.role, access)) throw forbidden();
  return caller;
}

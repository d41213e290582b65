// The access guard of 000 §2.3/§6, for route `beforeLoad`s: signed out, or a role whose area is
// not the URL's → the info toast and that area's login page. The toast says "you have been signed
// out", and a signed-in person is sent away from login pages, so a wrong-area visit signs out.
// Signed-in people skip the public pages.
import { redirect } from '@tanstack/react-router';
import { getSession } from './session-store';
import { signOutNow } from './sign-out';
import { messages } from '../../domain/messages';
import { areaMayOpenScreen, type Screen } from '../../domain/permissions';
import { areaOfRole, homePath, parseArea, type Area } from '../../domain/roles';
import { loginPathOfArea } from '../../domain/stations';
import { showToast } from '../../ui/toast-store';

/** The area a `/v2/{area}/…` pathname names, if any. */
export function areaOfPathname(pathname: string): Area | undefined {
  const match = /^\/v2\/([^/]+)/i.exec(pathname);
  return match?.[1] ? parseArea(decodeURIComponent(match[1])) : undefined;
}

function sendToLogin(area: Area | undefined): never {
  if (getSession()) signOutNow();
  showToast('info', messages.accessGuard);
  throw redirect({ href: area ? loginPathOfArea[area] : '/adminlanding', replace: true });
}

/** The pathless `_auth` layout: nobody signed in → the login page of the URL's area. */
export function requireSignedIn(pathname: string): void {
  if (!getSession()) sendToLogin(areaOfPathname(pathname));
}

/** `/v2/$area`: the signed-in role's area must be the URL's area. Returns the parsed area. */
export function requireArea(areaParam: string): Area {
  const area = parseArea(areaParam);
  const session = getSession();
  if (!area || !session || areaOfRole[session.role] !== area) sendToLogin(area);
  return area;
}

/** A screen this area does not have (reception's covered list, say) → the area's home. */
export function requireScreen(area: Area, screen: Screen): void {
  const session = getSession();
  if (areaMayOpenScreen(area, screen) || !session) return;
  showToast('info', messages.forbidden);
  throw redirect({ href: homePath(session.role), replace: true });
}

/** Landing, chooser and login pages: a signed-in person goes to their home (000 §6). */
export function redirectSignedIn(): void {
  const session = getSession();
  if (session) throw redirect({ href: homePath(session.role), replace: true });
}

// Sign in at a station: the server decides the role (api-v1.md), the session is kept, the
// tablet's patient data is unlocked with the device key the server keeps, listeners
// hear of it, and the caller goes to homePath(role). With no network, the tablet's offline
// verifier may sign the same person in and unwraps the key.
import type { LoginResult } from '../../api/login';
import type { OnlineSignIn } from '../../db/index';
import { ApiError, isUnreachable } from '../../api/errors';
import { isStaffRole } from '../../domain/roles';
import { lockText } from '../../domain/lock-text';
import { messages } from '../../domain/messages';
import { clearSession, notifySignedIn, setSessionLoading, storeSession, type Session } from './session-store';

/** `samePersonAs`: the lock screen's check, where only the signed-in person (this user id) may
 *  sign in again; anyone else reads as a wrong password. */
export async function signIn(userName: string, password: string, consultation: boolean, samePersonAs?: Session['userId']): Promise<Session> {
  setSessionLoading(true);
  try {
    let result: LoginResult;
    try {
      // The HTTP client (ky) loads with the first sign-in, not with the page.
      const { login } = await import('../../api/login');
      result = await login(userName, password, consultation);
    } catch (error) {
      // The offline verifier (Dexie) loads only now: the sign-in page paints without it.
      if (isUnreachable(error)) return await (await import('./sign-in-offline')).signInOffline(userName, password, error);
      throw error;
    }
    if (!isStaffRole(result.role)) throw new ApiError('forbidden', messages.forbidden, 403);
    if (samePersonAs !== undefined && String(result.userId) !== String(samePersonAs)) throw new ApiError('invalid', messages.wrongCredentials, 400);
    const session: Session = {
      hasAuth: true,
      fullName: result.fullName ?? '',
      userId: result.userId,
      expiresIn: result.expiresIn,
      role: result.role,
      ...(result.credentialsVersion !== undefined ? { credentialsVersion: result.credentialsVersion } : {}),
    };
    storeSession(session, result.token, userName);
    await unlock({ userName, password, userId: String(result.userId), role: result.role, fullName: session.fullName });
    await notifySignedIn(session, password, userName);
    return session;
  } finally {
    setSessionLoading(false);
  }
}

/** The key from the server (the session's token is stored by now); a sign-in that cannot unlock
 *  ends here, as nothing could be read or saved behind it. */
async function unlock(who: OnlineSignIn): Promise<void> {
  try {
    const [{ unlockAfterOnlineSignIn }, { enableDelivery }, { giveKeyToWorker, localDb, tabletDeviceId }] = await Promise.all([
      import('./unlock-tablet'), import('./enable-delivery'), import('../../db/index')]);
    const deviceId = await tabletDeviceId(localDb());
    await unlockAfterOnlineSignIn(localDb(), deviceId, who);
    await giveKeyToWorker();
    // Not waited for: the person's queue can leave without them from now on (enable-delivery.ts).
    void enableDelivery(localDb(), deviceId, who.userId).catch(() => {});
  } catch (error) {
    clearSession();
    if (error instanceof Error && error.name === 'KeyOpensNothingError') {
      throw new ApiError('conflict', lockText.keyOpensNothing((error as Error & { deviceId: string }).deviceId), undefined);
    }
    if (isUnreachable(error)) throw new ApiError(error.reason, lockText.unlockNeedsServer, undefined);
    if (error instanceof ApiError && error.serverMessage) throw error;
    console.error(error);
    throw new ApiError('server', lockText.unlockFailed, undefined);
  }
}

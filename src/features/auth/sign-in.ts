// Sign in at a station: the server decides the role (api-v1.md), the session is kept, listeners
// hear of it, and the caller goes to homePath(role). With no network, the tablet's offline
// verifier may sign the same person in (issue 4 item 6).
import type { LoginResult } from '../../api/login';
import { ApiError } from '../../api/errors';
import { isStaffRole } from '../../domain/roles';
import { messages } from '../../domain/messages';
import { notifySignedIn, setSessionLoading, storeSession, type Session } from './session-store';

const noNetwork = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.reason === 'network' || error.reason === 'timeout');

export async function signIn(userName: string, password: string, consultation: boolean): Promise<Session> {
  setSessionLoading(true);
  try {
    let result: LoginResult;
    try {
      // The HTTP client (ky) loads with the first sign-in, not with the page.
      const { login } = await import('../../api/login');
      result = await login(userName, password, consultation);
    } catch (error) {
      // The offline verifier (Dexie) loads only now: the sign-in page paints without it.
      if (noNetwork(error)) return await (await import('./sign-in-offline')).signInOffline(userName, password, error);
      throw error;
    }
    if (!isStaffRole(result.role)) throw new ApiError('forbidden', messages.forbidden, 403);
    const session: Session = {
      hasAuth: true,
      fullName: result.fullName ?? '',
      userId: result.userId,
      expiresIn: result.expiresIn,
      role: result.role,
    };
    storeSession(session, result.token);
    await notifySignedIn(session, password, userName);
    return session;
  } finally {
    setSessionLoading(false);
  }
}

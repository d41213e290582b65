// Sign in at a station: the server decides the role (api-v1.md), the session is kept, listeners
// hear of it, and the caller goes to homePath(role).
import { login } from '../../api/login';
import { ApiError } from '../../api/errors';
import { isStaffRole } from '../../domain/roles';
import { messages } from '../../domain/messages';
import { notifySignedIn, setSessionLoading, storeSession, type Session } from './session-store';

export async function signIn(userName: string, password: string, consultation: boolean): Promise<Session> {
  setSessionLoading(true);
  try {
    const result = await login(userName, password, consultation);
    if (!isStaffRole(result.role)) throw new ApiError('forbidden', messages.forbidden, 403);
    const session: Session = {
      hasAuth: true,
      fullName: result.fullName ?? '',
      userId: result.userId,
      expiresIn: result.expiresIn,
      role: result.role,
    };
    storeSession(session, result.token);
    await notifySignedIn(session, password);
    return session;
  } finally {
    setSessionLoading(false);
  }
}

// The signed-in person as app state: a zustand store over local storage, the token for the API
// client, and a subscriber list for what must happen after a sign-in (the offline sign-in
// verifier a teammate adds later). The token is in memory only while the tablet is unlocked: on
// disk it is sealed under the data key (session-token.ts opens it at an unlock, drops it at a lock).
import { create } from 'zustand';
import { releaseLock } from './held-lock';
import { clearStoredSession, readStoredSession, writeStoredSession, type Session } from './session-storage';
export { storedUserName } from './session-storage';

export type { Session } from './session-storage';

interface SessionState {
  session: Session | null;
  token: string | null;
  /** True while a login or logout request is in flight (000 §4). */
  loading: boolean;
}

export const useSessionStore = create<SessionState>(() => ({ session: readStoredSession().session, token: null, loading: false }));

/** The token as the page last held it, kept through a lock for one use: a sign-out from the lock
 *  screen still revokes it on the server. Memory only, gone with the page. */
let lastToken: string | null = null;

/** The current session in a component (re-renders when it changes). */
export function useSession(): Session | null {
  return useSessionStore((state) => state.session);
}

export function getSession(): Session | null {
  return useSessionStore.getState().session;
}

export function getToken(): string | null {
  return useSessionStore.getState().token;
}

export function setSessionLoading(loading: boolean): void {
  useSessionStore.setState({ loading });
}

/** Keep a new session (storage first, then state, so a reload never sees half of it); token null
 *  for a session made offline. A sign-in is the person's password: it lifts a held lock. The
 *  token reaches the disk sealed, once the sign-in has unlocked the tablet (session-token.ts). */
export function storeSession(session: Session, token: string | null, userName?: string): void {
  releaseLock();
  writeStoredSession(session, userName);
  lastToken = token;
  useSessionStore.setState({ session, token });
}

/** The token opened at an unlock (session-token.ts), or null at a lock. */
export function holdToken(token: string | null): void {
  if (token) lastToken = token;
  useSessionStore.setState({ token });
}

/** The token to revoke at a sign-out: the current one, or the one held before a lock. */
export function tokenToRevoke(): string | null {
  return getToken() ?? lastToken;
}

export function clearSession(): void {
  releaseLock();
  clearStoredSession();
  lastToken = null;
  useSessionStore.setState({ session: null, token: null });
}

type SignedInListener = (session: Session, password: string, userName: string) => void | Promise<void>;
const signedInListeners = new Set<SignedInListener>();

/** Called after every online sign-in with the session, the password and user name typed; returns an unsubscribe. */
export function onSignedIn(listener: SignedInListener): () => void {
  signedInListeners.add(listener);
  return () => signedInListeners.delete(listener);
}

export async function notifySignedIn(session: Session, password: string, userName: string): Promise<void> {
  for (const listener of signedInListeners) {
    try {
      await listener(session, password, userName);
    } catch (error) {
      // A listener's failure (say, storage full) must not undo a sign-in that the server accepted.
      console.error(error);
    }
  }
}

// The signed-in person as app state: a zustand store over local storage, the token for the API
// client, and a subscriber list for what must happen after a sign-in (the offline sign-in
// verifier a teammate adds later).
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

export const useSessionStore = create<SessionState>(() => ({ ...readStoredSession(), loading: false }));

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
 *  for a session made offline. A sign-in is the person's password: it lifts a held lock. */
export function storeSession(session: Session, token: string | null, userName?: string): void {
  releaseLock();
  writeStoredSession(session, token, userName);
  useSessionStore.setState({ session, token });
}

export function clearSession(): void {
  releaseLock();
  clearStoredSession();
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

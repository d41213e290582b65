// After every online sign-in, keep the offline verifier of that person (db/records/offline-signin.ts),
// with the tablet's data key (unlocked by the sign-in) wrapped by the same password. The sign-in
// waits for it (PBKDF2, 600,000 iterations, a moment): a page opened right after the home page,
// offline and with the service worker's copy of the key gone, can only be opened with this copy.
// db/ loads only then, so the sign-in page paints without Dexie.
import type { ClinicDb } from '../../db/index';
import { onSignedIn } from './session-store';

let lastWrite: Promise<void> = Promise.resolve();

/** `db`: the tablet's database when not given. */
export function rememberOfflineSignIns(db?: ClinicDb): () => void {
  return onSignedIn((session, password, userName) => {
    lastWrite = import('../../db/index')
      .then(({ exportDataKey, isUnlocked, localDb, rememberOnlineSignIn }) =>
        rememberOnlineSignIn(db ?? localDb(), {
          userName, password, userId: String(session.userId), role: session.role, fullName: session.fullName,
          ...(session.credentialsVersion !== undefined ? { credentialsVersion: session.credentialsVersion } : {}),
        }, Date.now(), isUnlocked() ? exportDataKey() : undefined),
      )
      .catch((error: unknown) => {
        // Storage full or WebCrypto missing: the online session stands; only offline sign-in is lost.
        console.error(error);
      });
    return lastWrite;
  });
}

/** Resolves when the latest verifier write has ended (tests, and sign-out waits for it). */
export function verifierWritten(): Promise<void> {
  return lastWrite;
}

// A signed-in page opening (a reload, an address typed, another tab) needs the tablet's key. The
// service worker keeps it between pages, and the page that left handed it over as it went
// (db/crypto/key-courier.ts): that message starts a worker the browser stopped, so the person at
// the tablet is not locked out by the browser's housekeeping. Nothing else opens a page by itself:
// the key is never on disk, and the session's token is sealed under it (session-token.ts), so no
// server call can stand in. Without the worker's copy (the browser was closed, the person's
// absence locked the tablet) the lock screen takes the person's password.
import { unlockFromWorker } from '../../db/index';

/** The signed-in layout's loader: resolves once the page is unlocked, or the lock screen is due. */
export async function unlockOnOpen(): Promise<void> {
  await unlockFromWorker();
}

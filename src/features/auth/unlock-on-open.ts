// A signed-in page opening (a reload, an address typed, another tab) needs the tablet's key. The
// service worker keeps it between pages, but the browser stops an idle worker whenever it likes
// and the key goes with it; the person did nothing to be locked out for. So a page the worker
// cannot open asks the server, which gives a device's key to any live staff session, as at the
// sign-in, unless the person's absence locked the tablet (held-lock.ts, idle-lock.ts): that lock
// only their password lifts. Offline, the lock screen takes the password, since the person's wrapped
// copy is written before their sign-in ends (remember-offline-sign-in.ts).
import { fetchDeviceKey } from '../../api/device-key';
import { giveKeyToWorker, isUnlocked, keyFitsRows, localDb, tabletDeviceId, unlockFromWorker, unlockWith } from '../../db/index';
import { lockHeld } from './held-lock';
import { idleTooLong } from './idle-lock';
import { getSession, getToken } from './session-store';

/** How long a page waits for the server's answer before it shows the lock screen; the answer
 *  still lifts the lock screen when it comes later. */
const serverWaitMs = 1_500;

function mayAskServer(): boolean {
  return getToken() !== null && getSession()?.offline !== true
    && (typeof navigator === 'undefined' || navigator.onLine)
    && !lockHeld() && !idleTooLong();
}

async function unlockFromServer(): Promise<void> {
  try {
    const key = await fetchDeviceKey(await tabletDeviceId(localDb()));
    // A key that opens none of the rows here (the server lost this tablet's) unlocks nothing: the
    // lock screen stays, and the password's sign-in there says what happened (unlock-tablet.ts).
    const fits = (await keyFitsRows(localDb(), key)) !== 'opens-nothing';
    // The person may have signed out, or the idle lock come, while the answer travelled.
    if (fits && !isUnlocked() && mayAskServer()) unlockWith(key);
    key.fill(0);
    await giveKeyToWorker();
  } catch {
    // No server, a session it ended, no key kept for this tablet: the lock screen stays.
  }
}

/** The signed-in layout's loader: resolves once the page is unlocked, or the lock screen is due. */
export async function unlockOnOpen(): Promise<void> {
  if (await unlockFromWorker()) return;
  if (!mayAskServer()) return;
  await Promise.race([unlockFromServer(), new Promise((resolve) => setTimeout(resolve, serverWaitMs))]);
}

// The tablet's own time in a history run. Each tablet's pages run on Playwright's clock
// (installed at its first page; it flows as real time does), so the run can move it as a tablet's
// clock moves, set by hand or corrected, and let ten idle minutes pass as the app's timers see
// them: the run cannot wait ten real ones. The service worker keeps the machine's real time.
// A tablet locks when its idle timer says so; whoever acts there next types the password on the
// lock screen.
import { lockText } from '../../src/domain/lock-text';
import { unlockOnLockScreen } from '../e2e/reception-helpers';
import type { Tablet } from './tablet';

const lockScreen = (tablet: Tablet) => tablet.page.getByRole('dialog', { name: lockText.title });

/** The screen is looked at again (the idle lock's own look on a screen turned back on): when the
 *  idle limit has passed by the page's clock, the tablet locks, and the run waits for the lock
 *  screen. Whether it is due is read off the page's own clock and last input, so the run does not
 *  guess how long to wait for a lock that is not coming. */
async function lookedAtAgain(tablet: Tablet): Promise<void> {
  const due = await tablet.page.evaluate(() => {
    const minutes = Number(localStorage.getItem('lockAfterMinutes')) || 10;
    const last = Number(localStorage.getItem('lastInputAt')) || 0;
    const now = Date.now();
    document.dispatchEvent(new Event('visibilitychange'));
    return now - last >= minutes * 60_000;
  });
  if (due) {
    await lockScreen(tablet).waitFor();
    tablet.locked = true;
  }
}

/** The person leaves the tablet: eleven minutes pass on its clock, its timers firing as they come
 *  due; the screen turns back on, and the tablet must be locked. */
export async function leaveIdle(tablet: Tablet): Promise<void> {
  await tablet.page.clock.fastForward(11 * 60_000);
  await tablet.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await lockScreen(tablet).waitFor();
  tablet.locked = true;
}

/** The tablet's clock is set `hours` off the time it shows now. A clock moved forward past the
 *  idle limit locks the tablet, as a long sleep does. */
export async function moveClock(tablet: Tablet, hours: number): Promise<void> {
  const shown = await tablet.page.evaluate(() => Date.now());
  await tablet.page.clock.setSystemTime(shown + hours * 3_600_000);
  await lookedAtAgain(tablet);
}

/** Quiet: the tablet's clock is right again (the machine's time). */
export async function setClockRight(tablet: Tablet): Promise<void> {
  await tablet.page.clock.setSystemTime(Date.now());
  await lookedAtAgain(tablet);
}

/** The next person at a locked tablet unlocks it (every user of these runs has one password). */
export async function backAtTablet(tablet: Tablet): Promise<void> {
  if (!tablet.locked) return;
  await unlockOnLockScreen(tablet.page, 'demo1234');
  tablet.locked = false;
}

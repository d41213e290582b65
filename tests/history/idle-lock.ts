// The idle lock in a history run: the person leaves the tablet, and ten idle minutes pass as the
// app's idle timer reads them (its last-input time, features/auth/idle-lock.ts, moved back eleven
// minutes: the run cannot wait ten real ones); the tablet locks. Whoever acts there next types
// the password on the lock screen.
import { lockText } from '../../src/domain/lock-text';
import { unlockOnLockScreen } from '../e2e/reception-helpers';
import type { Tablet } from './tablet';

export async function leaveIdle(tablet: Tablet): Promise<void> {
  await tablet.page.evaluate(() => localStorage.setItem('lastInputAt', String(Date.now() - 11 * 60_000)));
  // The timer looks every 15 s at most (a quarter of the limit, capped).
  await tablet.page.getByRole('dialog', { name: lockText.title }).waitFor({ timeout: 30_000 });
  tablet.locked = true;
}

/** The next person at a locked tablet unlocks it (every user of these runs has one password). */
export async function backAtTablet(tablet: Tablet): Promise<void> {
  if (!tablet.locked) return;
  await unlockOnLockScreen(tablet.page, 'demo1234');
  tablet.locked = false;
}

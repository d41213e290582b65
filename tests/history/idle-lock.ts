// The idle lock in a history run: the person leaves the tablet, and ten idle minutes pass as the
// app's idle timer reads them (its last-input time, features/auth/idle-lock.ts, moved back eleven
// minutes: the run cannot wait ten real ones) and its screen back on; the tablet locks. Whoever acts there next types
// the password on the lock screen.
import { lockText } from '../../src/domain/lock-text';
import { screenBackOnAfter, unlockOnLockScreen } from '../e2e/reception-helpers';
import type { Tablet } from './tablet';

export async function leaveIdle(tablet: Tablet): Promise<void> {
  await screenBackOnAfter(tablet.page, 11 * 60_000);
  await tablet.page.getByRole('dialog', { name: lockText.title }).waitFor();
  tablet.locked = true;
}

/** The next person at a locked tablet unlocks it (every user of these runs has one password). */
export async function backAtTablet(tablet: Tablet): Promise<void> {
  if (!tablet.locked) return;
  await unlockOnLockScreen(tablet.page, 'demo1234');
  tablet.locked = false;
}

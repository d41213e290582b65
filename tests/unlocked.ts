// The unit and sync suites run as a tablet someone unlocked: every row they write is sealed at
// rest, with one fixed test key. Suites about the lock itself call lock() themselves.
import { beforeEach } from 'vitest';
import { isUnlocked, unlockWith } from '../src/db/crypto/data-key';

export const testDataKey = new Uint8Array(32).fill(7);

beforeEach(() => {
  if (!isUnlocked()) unlockWith(testDataKey);
});

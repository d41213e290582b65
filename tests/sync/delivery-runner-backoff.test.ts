// @vitest-environment node
// The delivery runner's wait after a pass that did not reach the server is the shared full-jitter
// backoff (sync/backoff.ts): two tablets that lost the server at the same moment do not come back
// at the same moment (a fixed 5 s, 10 s, 20 s… brought the whole clinic back in step).
import 'fake-indexeddb/auto';
import { expect, it } from 'vitest';
import { createClient, lock, setOutboxUser } from '../../src/db/index';
import { backoffCapMs } from '../../src/sync/backoff';
import { startDeliveryRunner } from '../../src/sync/delivery-runner';
import { sealForDelivery } from '../../src/sync/seal-for-delivery';
import type { TestServer } from '../server/harness';
import { clientFields } from '../unit/db-fixtures';
import { deliveringTablet } from './delivering-tablet';
import { serverForFile, testClock } from './tablet';

let server: TestServer;
serverForFile({}, (file) => ({ server } = file));

/** The waits a runner sets after `passes` passes that found no server, drawing `random`. */
async function waitsOf(db: Parameters<typeof startDeliveryRunner>[0], random: () => number, passes: number): Promise<number[]> {
  const clock = testClock();
  const waits: number[] = [];
  let heard: () => void = () => undefined;
  // Nothing listens on port 9 of this machine: the pass is unreached.
  const runner = startDeliveryRunner(db, { baseUrl: 'http://127.0.0.1:9/api/v1/', activeAuthor: () => undefined, clock, random, onUnreached: () => heard() });
  for (let pass = 0; pass < passes; pass += 1) {
    await new Promise<void>((resolve) => { heard = resolve; });
    // The runner sets its timer in the same turn as it tells of the unreached pass.
    const [handle, timer] = [...clock.timers][0]!;
    clock.timers.delete(handle);
    waits.push(timer.ms);
    timer.fn();
  }
  runner.stop();
  return waits;
}

it('waits out a jittered backoff after each unreached pass, never under 5 s nor over 5 min', async () => {
  const tablet = await deliveringTablet(server.apiUrl, 'delivery-runner-backoff', 'reception');
  await createClient(tablet.db, clientFields(760));
  expect(await sealForDelivery(tablet.db, tablet.author.userId)).toBe(1);
  lock();
  setOutboxUser(undefined);
  const low = await waitsOf(tablet.db, () => 0.3, 12);
  const high = await waitsOf(tablet.db, () => 0.9, 12);
  expect(low.every((ms) => ms >= 5_000 && ms <= backoffCapMs)).toBe(true);
  expect(high.every((ms) => ms >= 5_000 && ms <= backoffCapMs)).toBe(true);
  expect(low.slice(-1)[0]).toBe(Math.floor(0.3 * backoffCapMs));
  expect(high.slice(-1)[0]).toBe(Math.floor(0.9 * backoffCapMs));
  await tablet.db.delete();
});

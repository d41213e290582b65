// @vitest-environment node
// A photo the server refuses for its day's upload quota (429, Retry-After to the next day) is not
// lost and does not hold the queue: it waits on the tablet until the day the server named, the
// other writes go meanwhile, and it is sent then. Before, it was backed off 5 minutes at most and
// stopped each pass, and any other write's success ended its wait: the same photo went to the
// same refusal all day, and the writes behind it waited.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { addDocument, createClient } from '../../src/db/index';
import { serverMessages } from '../../src/domain/server-messages';
import { reencode } from '../../server/files/reencode';
import type { TestServer } from '../server/harness';
import { realJpeg } from '../server/images';
import { manualClock } from '../server/manual-clock';
import { clientFields } from '../unit/db-fixtures';
import { makeTablet, serverForFile } from './tablet';

const jpeg = await realJpeg(400, 300);
const photo = { bytes: jpeg.buffer.slice(jpeg.byteOffset, jpeg.byteOffset + jpeg.byteLength) as ArrayBuffer, mime: 'image/jpeg' };
const stored = (await reencode(jpeg, { mime: 'image/jpeg', extension: 'jpg' }, 1_000_000))!.bytes.byteLength;
const hour = 3600 * 1000;
// Noon on the server: its next day starts in 12 hours. One photo fits in a day, two do not.
const serverClock = manualClock(new Date(2026, 10, 29, 12, 0, 0).getTime());

let server: TestServer;
let token: string;
serverForFile({ server: { uploadBytesPerUserPerDay: Math.floor(1.5 * stored), uploadClock: serverClock }, signIn: 'reception' }, (file) => ({ server, token } = file));

describe('a photo past the day\'s upload quota', { timeout: 30_000 }, () => {
  it('waits on the tablet until the next day while the other writes go, and is sent then', async () => {
    // The server decodes each photo; on a machine shared by many runs, 2 s (the tests' default
    // transport timeout) is sometimes not enough, and an answer that never came is not this test's case.
    const tablet = makeTablet(server.apiUrl, token, { timeoutMs: 15_000 });
    const first = await createClient(tablet.db, clientFields(81));
    const photos = [await addDocument(tablet.db, first, 'identity', 1, photo)];
    const second = await createClient(tablet.db, clientFields(82));
    photos.push(await addDocument(tablet.db, second, 'identity', 1, photo));
    const after = await createClient(tablet.db, clientFields(83));

    const report = await tablet.engine.syncNow();
    expect(report.stoppedBy).toBeUndefined();
    // One of the two is stored and the other refused: which one is the server's order, not the
    // queue's (on a loaded machine the first may wait out its answer and be sent again after the
    // second was stored).
    const waiting = await tablet.db.outbox.where('localId').anyOf(photos).toArray();
    expect(waiting).toHaveLength(1);
    const entry = waiting[0]!;
    const refused = entry.localId;
    expect(entry).toMatchObject({ state: 'pending', lastError: { status: 429, message: serverMessages.uploadDayQuotaReached } });
    // Not before the server's next day, and not a backoff's few minutes.
    expect(entry.nextAttemptAt - tablet.clock.now()).toBeGreaterThan(11.9 * hour);
    expect(entry.nextAttemptAt - tablet.clock.now()).toBeLessThanOrEqual(12 * hour);
    expect((await tablet.db.clients.get(after))?.serverId).toBeDefined();
    expect((await tablet.db.documents.get(refused))?.serverId).toBeUndefined();

    // Another write's success, later that day, ends every backoff but not this wait: the photo
    // is not sent again to the same refusal.
    tablet.clock.advance(hour);
    const later = await createClient(tablet.db, clientFields(84));
    expect((await tablet.engine.syncNow()).stoppedBy).toBeUndefined();
    expect((await tablet.db.clients.get(later))?.serverId).toBeDefined();
    expect((await tablet.db.outbox.where('localId').equals(refused).toArray())[0]).toMatchObject({ attempts: entry.attempts, nextAttemptAt: entry.nextAttemptAt });

    // The next day, on both clocks.
    serverClock.advance(12 * hour);
    tablet.clock.advance(11 * hour);
    await tablet.engine.syncNow();
    expect((await tablet.db.documents.get(refused))?.serverId).toBeDefined();
    expect(await tablet.db.outbox.where('localId').equals(refused).toArray()).toEqual([]);
    tablet.engine.stop();
  });
});

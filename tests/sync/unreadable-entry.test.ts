// @vitest-environment node
// An entry whose call cannot be built from what the tablet holds (here a photo whose sealed bytes
// no longer open: a flipped bit on disk) holds back its own client's chain, not the queue. Thrown
// out of the pass, it would stop every pass at it, keep every other intake on the tablet, and
// leave the round's entries "sending". Against the real server.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { addDocument, createClient, saveRecord } from '../../src/db/index';
import { describeEntry } from '../../src/features/sync/describe-entry';
import { clientFields, pngBytes } from '../unit/db-fixtures';
import { screeningAnswers } from './fixtures';
import { makeTablet, serverForFile, serverGet } from './tablet';

const file = serverForFile({ signIn: 'screening' });

describe('an entry the tablet cannot read', () => {
  it('waits out a backoff with its chain while every other intake reaches the server', async () => {
    const tablet = makeTablet(file.server.apiUrl, file.token);
    const broken = await createClient(tablet.db, clientFields(31));
    const photo = await addDocument(tablet.db, broken, 'identity', 3, { bytes: pngBytes(400), mime: 'image/png' });
    const brokenTest = await saveRecord(tablet.db, 'screeningTest', broken, screeningAnswers(true), 2);
    const others = [];
    for (let n = 32; n < 36; n++) {
      const client = await createClient(tablet.db, clientFields(n));
      await saveRecord(tablet.db, 'screeningTest', client, screeningAnswers(false), 2);
      others.push(client);
    }
    // A bit of the sealed photo flipped on disk: its bytes no longer open.
    const sealed = new Uint8Array((await tablet.db.documents.get(photo))!.photo!.slice(0));
    sealed[sealed.length - 20]! ^= 0x01;
    await tablet.db.documents.update(photo, { photo: sealed.buffer });

    const report = await tablet.engine.syncNow();

    expect(report).toMatchObject({ done: 1 + others.length * 2, failed: 0 });
    expect(tablet.engine.status().phase).toBe('idle');
    for (const client of others) {
      const id = (await tablet.db.clients.get(client))!.serverId;
      expect(await serverGet<unknown[]>(file.server.apiUrl, file.token, `Screening/${id}/1/6`)).toHaveLength(1);
    }
    // The broken client's own create went (and left the outbox); its photo waits, and its test behind it.
    expect((await tablet.db.clients.get(broken))?.serverId).toBeDefined();
    const entries = await tablet.db.outbox.where('chain').equals(broken).sortBy('seq');
    expect(entries.map((e) => [e.operation, e.state])).toEqual([
      ['document.upload', 'pending'], ['record.create', 'pending'],
    ]);
    const upload = entries[0]!;
    expect(upload.attempts).toBe(1);
    expect(upload.nextAttemptAt).toBeGreaterThan(tablet.clock.now());
    expect(upload.lastError?.reason).toBe('unreadable');
    // The sync centre says why in Persian; the message kept is the error's class alone.
    expect(describeEntry(upload, await tablet.db.clients.get(broken)).why).toBe('این مورد روی این دستگاه خوانده نشد؛ دوباره تلاش می‌شود');
    expect(upload.lastError?.message).toBe('OperationError');
    expect((await tablet.db.screeningTests.get(brokenTest))?.serverId).toBeUndefined();
    // The engine's timer is set for the photo's retry; it is tried again then and waits again.
    // (At least a second away: the engine never sets its timer sooner.)
    expect(tablet.engine.status().nextAttemptAt).toBeGreaterThanOrEqual(upload.nextAttemptAt);
    expect(tablet.engine.status().nextAttemptAt).toBeLessThanOrEqual(upload.nextAttemptAt + 1_000);
    tablet.clock.advance(upload.nextAttemptAt - tablet.clock.now() + 1);
    await expect(tablet.engine.syncNow()).resolves.toMatchObject({ failed: 0 });
    expect((await tablet.db.outbox.get(upload.seq!))).toMatchObject({ state: 'pending', attempts: 2 });
    expect(await tablet.db.outbox.where('state').equals('in-flight').count()).toBe(0);
    expect(await tablet.db.sending.count()).toBe(0);
  });
});

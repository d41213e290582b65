// @vitest-environment node
// The push pass's rounds (sync/replay-pass.ts): a round sends at most 100 JSON calls and three
// photos, and a chain that does not fit waits for a later round. Its call — for a photo, the
// photo's bytes read back from IndexedDB — is built only in the round that sends it, not in
// every round it waits through.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Envelope } from '../../src/api/envelope';
import type { OutboxCall, Transport } from '../../src/api/outbox-transport';
import { lock, unlockWith } from '../../src/db/crypto/data-key';
import { addDocument, ClinicDb, createClient, findByNationalCode, saveRecord } from '../../src/db/index';
import { replayPass } from '../../src/sync/replay-pass';
import { screeningAnswers } from '../sync/fixtures';
import { testDataKey } from '../unlocked';
import { clientFields, pngBytes } from './db-fixtures';
import { countRequests } from './db-request-count';

let db: ClinicDb;
afterEach(async () => db?.delete());

/** A server that takes everything: each call answered 201 with the next id (a photo's with its file name). */
function acceptingServer(): Transport & { requests: string[] } {
  let id = 1;
  const ok = <T,>(call: OutboxCall): Envelope<T> => {
    const result = { id: id++, version: 1, ...(call.file ? { fileName: `${id}.jpg` } : {}) };
    return { statusCode: 201, message: '', data: null, result, pagination: null } as Envelope<T>;
  };
  const requests: string[] = [];
  return {
    requests,
    send: async <T,>(call: OutboxCall) => { requests.push(call.file ? 'photo' : call.path); return ok<T>(call); },
    sendBatch: async (calls: OutboxCall[]) => { requests.push(`batch of ${calls.length}`); return calls.map((call) => ok(call)); },
  };
}

/** `count` intakes, each a client and its screening test, queued in that order. */
async function queueIntakesWithTests(count: number): Promise<void> {
  for (let n = 0; n < count; n++) {
    const client = await createClient(db, clientFields(n));
    await saveRecord(db, 'screeningTest', client, screeningAnswers(), 2);
  }
}

/** One push pass against a server that takes everything. */
async function pushAll() {
  const server = acceptingServer();
  const report = await replayPass({ db, transport: server, now: () => Date.now(), random: () => 0.5, onProgress: () => {} });
  return { server, report };
}

describe('a push pass in rounds', () => {
  it('reads each queued photo once, in the round that uploads it, however many rounds it waits', async () => {
    db = new ClinicDb(`replay-rounds-${Math.random()}`);
    const counts = countRequests(db);
    const intakes = 12;
    for (let n = 0; n < intakes; n++) {
      const client = await createClient(db, clientFields(n));
      await saveRecord(db, 'screeningTest', client, screeningAnswers(), 2);
      for (let p = 0; p < 3; p++) await addDocument(db, client, 'identity', 1 + p, { bytes: pngBytes(64), mime: 'image/png' });
    }
    counts.clear();
    const server = acceptingServer();
    const report = await replayPass({ db, transport: server, now: () => Date.now(), random: () => 0.5, onProgress: () => {} });

    expect(report).toMatchObject({ sent: intakes * 5, done: intakes * 5, failed: 0 });
    // 36 photos, three a round: 12 rounds of uploads at the least.
    expect(server.requests.filter((r) => r === 'photo')).toHaveLength(intakes * 3);
    // Two reads a photo: one to build its call, one by the update that marks it on the server.
    expect(counts.reads.get('documents')).toBe(intakes * 3 * 2);
  });

  it('writes the answers of a batch back with a few requests, not a few per entry', async () => {
    db = new ClinicDb(`replay-rounds-${Math.random()}`);
    const counts = countRequests(db);
    const intakes = 60;
    await queueIntakesWithTests(intakes);
    counts.clear();
    const { server, report } = await pushAll();

    expect(report).toMatchObject({ sent: intakes * 2, done: intakes * 2, failed: 0 });
    expect(server.requests).toEqual(['batch of 60', 'batch of 60']);
    // Each entry the server took leaves the outbox (one delete request a batch) and is written
    // no more (not put again as done, with its payload). Its being in
    // flight is one row of seqs, written as each page of the queue is claimed (the first round
    // claims its 60 creates from one page of 120 entries, the second its 60 tests), as each
    // batch is settled, and emptied as the pass ends; no entry is written 'in-flight'.
    expect(counts.writes.get('outbox')).toBe(2);
    expect(counts.writtenRows.get('outbox') ?? 0).toBe(0);
    // Which of them still wait is read from the [state+seq] index alone (keys, per batch for
    // 'pending' and for the 'in-flight' a version before 3 wrote), no entry read again.
    expect(counts.reads.get('outbox') ?? 0).toBe(0);
    expect(counts.storedRows.get('outbox')).toBe(intakes * 3);
    expect(counts.writes.get('sending')).toBe(2 + 2 + 1);
    expect(await db.sending.count()).toBe(0);
    // The server ids on the rows (one write a table).
    expect(counts.writes.get('clients')).toBe(1);
    expect(counts.writes.get('screeningTests')).toBe(1);
    // Rows and entries written as stored still open from disk alone, their sealed parts intact
    // (a lock forgets every plaintext the tablet kept).
    lock();
    unlockWith(testDataKey);
    const rows = await db.screeningTests.toArray();
    expect(rows.every((row) => typeof row.serverId === 'number' && row.version === 1 && Object.keys(row.payload).length > 0)).toBe(true);
    const clients = await db.clients.toArray();
    expect(clients.map((c) => c.fields.firstName).sort()).toEqual(Array.from({ length: intakes }, (_, n) => clientFields(n).firstName).sort());
    expect(clients.every((c) => typeof c.serverId === 'number')).toBe(true);
    // The national-code index still finds the client (its keyed hash kept as stored).
    expect((await findByNationalCode(db, clientFields(3).nationalCode))?.fields.firstName).toBe(clientFields(3).firstName);
    expect(await db.outbox.count()).toBe(0);
  });

  it('reads the queue only as far as each round fills its batch, not the whole queue in every round', async () => {
    db = new ClinicDb(`replay-rounds-${Math.random()}`);
    const counts = countRequests(db);
    const intakes = 300;
    const rounds = (intakes * 2) / 100;
    await queueIntakesWithTests(intakes);
    counts.clear();
    const { server, report } = await pushAll();

    expect(report).toMatchObject({ sent: intakes * 2, done: intakes * 2, failed: 0 });
    expect(server.requests).toEqual(Array(rounds).fill('batch of 100'));
    // Six rounds of 100 over 600 entries, the queue not read whole in every round (each row a
    // sealed payload opened). A round reads a page past its last entry by the
    // entries' plain fields alone, passing over the chains of the round in flight by their keys,
    // and opens only the entries it claims: each entry is opened once (with a page opened whole,
    // the next entries of chains already taken would be opened again in a later round). Its calls'
    // parents are read by their plain fields too: a client is opened once, by the write-back of
    // its server id (not once more to build its test's call).
    expect(counts.queriedRows.get('outbox') ?? 0).toBe(0);
    // The page is read as stored and only the claimed are opened, from what was read: no entry is
    // read twice to open it (a request per entry); it reads a span of seqs in one request, at
    // most three rows per entry wanted (crypto/stored-rows.ts). Settled, an entry is not read
    // again: which of a round's still wait comes from the [state+seq] index's keys.
    expect(counts.reads.get('outbox') ?? 0).toBe(0);
    expect(counts.storedRows.get('outbox')).toBeLessThanOrEqual(3 * (rounds * 200 + intakes * 2));
    // A row takes its server id as stored: none is opened (the write-back would put every
    // client and test through the cipher, after the tablet locked).
    expect(counts.reads.get('clients') ?? 0).toBe(0);
    expect(counts.reads.get('screeningTests') ?? 0).toBe(0);
    expect(counts.storedRows.get('clients')).toBe(intakes);
    // A test's create reads its client for the server id, and no row of its own: a screening
    // test's path takes no subtype.
    expect(counts.plainRows.get('clients')).toBe(intakes);
    expect(counts.plainRows.get('screeningTests') ?? 0).toBe(0);
    // A round passes over the chains in flight by what the pass already read of them, not by a
    // query of the chain index per chain (100 a round, read again in every round).
    const outboxQueries = [...counts.queries].filter(([key]) => key.startsWith('outbox.')).reduce((sum, [, n]) => sum + n, 0);
    expect(outboxQueries).toBeLessThanOrEqual(rounds * 8);
    // The pending keys are read whole once a pass, then only above the highest seq seen (entries
    // added meanwhile); beside them each write-back reads its round's span of the [state+seq]
    // index (which of its entries still wait), never the whole index in every round.
    expect(counts.keysRead.get('outbox.[state+seq]')).toBeLessThanOrEqual(intakes * 2 + rounds * 200);
  });

  it('sends the next round while the last is in flight, never two entries of one chain at once', async () => {
    db = new ClinicDb(`replay-rounds-${Math.random()}`);
    await queueIntakesWithTests(300);
    const server = acceptingServer();
    const held: Array<{ chains: string[]; release: () => void }> = [];
    let most = 0;
    const transport: Transport = {
      send: server.send,
      sendBatch: (calls: OutboxCall[]) => new Promise((resolve) => {
        const chains = calls.map((c) => c.idempotencyKey!);
        held.push({ chains, release: () => void server.sendBatch!(calls).then(resolve) });
      }),
    };
    // Read before they go: each leaves the outbox once the server has it.
    const entries = await db.outbox.orderBy('seq').toArray();
    const pass = replayPass({ db, transport, now: () => Date.now(), random: () => 0.5, onProgress: () => {} });
    const until = async (done: () => boolean) => {
      for (let i = 0; i < 400 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    // Each batch answered only once the next one has arrived beside it (or nothing more comes).
    for (let answered = 0; answered < 6; answered++) {
      await until(() => held.length - answered >= 2);
      most = Math.max(most, held.length - answered);
      held[answered]!.release();
    }
    const report = await pass;

    expect(report).toMatchObject({ sent: 600, done: 600, failed: 0 });
    expect(most).toBe(2);
    // The first two rounds: 200 clients. A client's test waits for its client's answer.
    const chainOf = new Map(entries.map((e) => [e.id, e.chain]));
    const roundChains = held.map((h) => new Set(h.chains.map((key) => chainOf.get(key))));
    expect(roundChains[0]!.size + roundChains[1]!.size).toBe(200);
    expect([...roundChains[0]!].some((chain) => roundChains[1]!.has(chain))).toBe(false);
    const sentAt = new Map(held.flatMap((h, round) => h.chains.map((key) => [key, round] as const)));
    for (const e of entries.filter((x) => x.operation === 'record.create')) {
      const create = entries.find((x) => x.operation === 'client.create' && x.chain === e.chain)!;
      expect(sentAt.get(e.id)!).toBeGreaterThan(sentAt.get(create.id)!);
    }
  });

  it('gives a freed photo place to the next photo at once, while the other uploads still run', async () => {
    db = new ClinicDb(`replay-rounds-${Math.random()}`);
    for (let n = 0; n < 4; n++) {
      const client = await createClient(db, clientFields(n));
      await addDocument(db, client, 'identity', 1, { bytes: pngBytes(64), mime: 'image/png' });
    }
    const server = acceptingServer();
    // Uploads are answered only when the test says so.
    const uploads: Array<{ answer: () => void; answered: boolean }> = [];
    const transport: Transport = {
      sendBatch: server.sendBatch,
      send: <T,>(call: OutboxCall) => new Promise<Envelope<T>>((resolve) => {
        const upload = { answered: false, answer: () => { upload.answered = true; void server.send<T>(call).then(resolve); } };
        uploads.push(upload);
      }),
    };
    const pass = replayPass({ db, transport, now: () => Date.now(), random: () => 0.5, onProgress: () => {} });
    const inFlight = () => uploads.filter((u) => !u.answered).length;
    const until = async (done: () => boolean) => {
      for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
    };

    await until(() => uploads.length === 3);
    expect(inFlight()).toBe(3);
    uploads[0]!.answer();
    // The fourth photo starts while the second and third are still on their way.
    await until(() => uploads.length === 4);
    expect(uploads).toHaveLength(4);
    expect(inFlight()).toBe(3);
    for (const upload of uploads) if (!upload.answered) upload.answer();
    expect(await pass).toMatchObject({ sent: 8, done: 8, failed: 0 });
  });

  it('sends in the same pass an entry saved while it runs, though it read the queue\'s keys once', async () => {
    db = new ClinicDb(`replay-rounds-${Math.random()}`);
    await queueIntakesWithTests(150);
    const server = acceptingServer();
    let first: (() => void) | undefined;
    const transport: Transport = {
      send: server.send,
      // The first batch waits until the test lets it go: the next intake is saved meanwhile.
      sendBatch: (calls: OutboxCall[]) => (first === undefined
        ? new Promise((resolve) => { first = () => void server.sendBatch!(calls).then(resolve); })
        : server.sendBatch!(calls)),
    };
    const pass = replayPass({ db, transport, now: () => Date.now(), random: () => 0.5, onProgress: () => {} });
    for (let i = 0; i < 400 && first === undefined; i++) await new Promise((resolve) => setTimeout(resolve, 5));
    const late = await createClient(db, clientFields(150));
    await saveRecord(db, 'screeningTest', late, screeningAnswers(), 2);
    first!();

    expect(await pass).toMatchObject({ sent: 302, done: 302, failed: 0 });
    expect((await db.clients.get(late))?.serverId).toEqual(expect.any(Number));
    expect(await db.outbox.count()).toBe(0);
  });
});

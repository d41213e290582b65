// One push pass over the outbox, in rounds. A round takes the next entry of each chain that may
// go now (a chain waits behind an entry that waits: backoff, missing parent, conflict, another
// person's entry), at most one per chain, so the entries of a round are independent: their JSON
// calls go in one sync/batch request. Photos go three at once beside the rounds, a place freed
// by an answered upload taken by the next photo of another chain. The next round sees the
// server ids the last one brought. Network trouble stops the pass and puts the entries back
// (style.md: Workbox's put-back, without its faults). Sending and settling: replay-send.ts.
import { LockedError } from '../db/crypto/index';
import type { OutboxEntry } from '../db/index';
import { blockingEntries, claimPages, deliveredAnswers, endOfPass, isDue, PassQueue, releaseEntries, type ClaimedBy, type ClaimedPlain } from '../db/outbox/index';
import { RowsAhead } from '../db/records/index';
import { completeEntries, type ServerAnswer } from '../db/writeback/index';
import { batchLimit } from '../domain/sync-batch';
import { buildCall, rowsWantedBy } from './build-call';
import type { PassReport } from './engine-types';
import { deferForRetry, sendJson, sendOne, type SendResult, type PassContext, type PassState, type PlannedCall } from './replay-send';

export type { PassContext };

/** Photos in flight at once, each from another chain. */
const uploadsAtOnce = 3;
/** sync/batch requests in flight at once, their chains apart. */
const jsonRoundsAtOnce = 2;

/** `settled`: entries with nothing to send, marked done while the round was planned. */
interface Round { json: PlannedCall[]; files: PlannedCall[]; settled: number }
/** An entry settled without a call: nothing to send, or a photo a delivery already stored. */
interface Settled { entry: OutboxEntry; answer: ServerAnswer }

export async function replayPass(ctx: PassContext): Promise<PassReport> {
  const report: PassReport = { sent: 0, done: 0, failed: 0, conflicts: 0, merges: 0, pulled: 0 };
  const state: PassState = { ctx, report, blocked: new Set((await blockingEntries(ctx.db)).map((e) => e.chain)), answered: false, chainOf: new Map(), queue: new PassQueue() };
  // Photos keep their three places filled: a place freed by an answered upload takes the next
  // photo at once, while the others still move (rounds that waited for all three left the line
  // idle a round trip and the server's re-encoding per three photos).
  const uploads = new Map<string, Promise<void>>();
  // JSON rounds go two at once: the next round is read and sent while the server works on the
  // last one and its answers are written back (one at a time, the line and the server would idle
  // through every round's local work).
  const rounds = new Map<Promise<void>, Set<string>>();
  const outcomes: SendResult[] = [];
  const stopOf = () => (['pause', 'offline', 'retry'] as const).find((stop) => outcomes.includes(stop));
  try {
    while (!stopOf()) {
      const settledBefore = outcomes.length;
      const busy = new Set([...uploads.keys(), ...[...rounds.values()].flatMap((chains) => [...chains])]);
      const round = await planRound(state, busy, uploads.size);
      for (const planned of round.files) {
        const { chain } = planned.entry;
        uploads.set(chain, sendOne(state, planned).then((outcome) => {
          uploads.delete(chain);
          outcomes.push(outcome);
        }));
      }
      if (round.json.length > 0) {
        const sent: Promise<void> = sendJson(state, round.json).then((answered) => {
          rounds.delete(sent);
          outcomes.push(...answered);
        });
        rounds.set(sent, new Set(round.json.map((p) => p.entry.chain)));
        if (rounds.size >= jsonRoundsAtOnce) await Promise.race(rounds.keys());
      } else if (uploads.size + rounds.size > 0) await Promise.race([...uploads.values(), ...rounds.keys()]);
      // Nothing to send and nothing in flight: done, unless something answered or was settled while
      // this round was planned (its chain was still taken then, and its next entry may go now).
      else if (outcomes.length === settledBefore && round.settled === 0) break;
    }
  } finally {
    // Every entry sent is settled before the pass ends, even one a failure ends (the tablet
    // locked): the replay lock is not given up under a request still on its way.
    await Promise.allSettled([...uploads.values(), ...rounds.keys()]);
    // What the pass read and neither sent nor settled (the tablet locked while a round was read)
    // is no longer in flight. A storage that fails this too leaves it to the next pass's recovery.
    await endOfPass(ctx.db).catch(() => undefined);
  }
  // Every entry sent has been settled (a send that failed is still here: its failure is thrown);
  // stop for the strongest reason any of them gave.
  await Promise.all([...uploads.values(), ...rounds.keys()]);
  report.stoppedBy = stopOf();
  return report;
}

/** `busy`: chains with an entry in flight (they wait); `uploading`: photos in flight (so many places are taken). */
async function planRound(state: PassState, busy: Set<string>, uploading: number): Promise<Round> {
  const round: Round = { json: [], files: [], settled: 0 };
  const nothingToSend: Settled[] = [];
  // Not one transaction: building a client create awaits no IndexedDB work, and Dexie loses a
  // transaction after 100 such awaits in a row (a round of 100 creates is exactly that).
  await planInto(state, busy, uploading, round, nothingToSend);
  await completeEntries(state.ctx.db, nothingToSend);
  round.settled = nothingToSend.length;
  return round;
}

async function planInto({ ctx, blocked, chainOf, queue }: PassState, busy: Set<string>, uploading: number, round: Round, nothingToSend: Settled[]): Promise<void> {
  const taken = new Set(busy);
  const passedOver = new Set([...blocked, ...taken]);
  const places = uploadsAtOnce - uploading;
  // Which entries of a page go now, decided by their plain fields in the transaction that reads
  // the page and marks them in flight: the first of each chain still free, due, this person's,
  // while its kind has room.
  const claim = (page: ClaimedBy[]): ClaimedBy[] => {
    let [json, files] = [round.json.length, round.files.length];
    return page.filter((entry) => {
      chainOf.set(entry.seq!, entry.chain);
      if (blocked.has(entry.chain) || taken.has(entry.chain)) return false;
      // Another person's entry is never sent with this token; it also holds back what follows it
      // in its chain, so a client's writes still reach the server in the order they were made.
      if (entry.userId !== ctx.author || !isDue(entry, ctx.now())) {
        blocked.add(entry.chain);
        return false;
      }
      // No room left in this round for its kind: the chain waits for a later round, and its call
      // is built then (built in every round it waited through, a queued photo's bytes would be read
      // back from IndexedDB once per round).
      taken.add(entry.chain);
      const photo = entry.operation === 'document.upload';
      if (photo ? files >= places : json >= batchLimit) return false;
      if (photo) files += 1;
      else json += 1;
      return true;
    });
  };
  // The rows these calls read, in one request per table, as they are claimed.
  const along = { tables: RowsAhead.tables(ctx.db), read: (claimed: ClaimedPlain[]) => RowsAhead.read(ctx.db, claimed.flatMap(rowsWantedBy)) };
  for await (const { claimed, along: ahead } of claimPages(ctx.db, queue, (seq) => passedOver.has(chainOf.get(seq)!), claim, along)) {
    const release: OutboxEntry[] = [];
    // A JSON entry a delivery took is sent again (a few bytes) for the answer the server kept under
    // its key, which holds more than the delivery's (a create's scores, its creation time); a photo
    // is settled from the delivery's answer: sent again, its bytes would travel and be read twice.
    const photos = claimed.filter((entry) => entry.operation === 'document.upload');
    const delivered = photos.length > 0 ? await deliveredAnswers(ctx.db, photos) : new Map<number, never>();
    for (const entry of claimed) {
      const stored = delivered.get(entry.seq!);
      if (stored?.id !== undefined && stored.fileName) {
        nothingToSend.push({ entry, answer: { id: stored.id, version: stored.version, fileName: stored.fileName } });
        continue;
      }
      const call = await buildCall(ctx.db, entry, ahead).catch((error: unknown) => unreadable(ctx, entry, error));
      if (call === 'unreadable') blocked.add(entry.chain);
      else if (call === 'blocked') {
        blocked.add(entry.chain);
        release.push(entry);
      } else if (call === 'nothing-to-send') nothingToSend.push({ entry, answer: {} });
      // The rest of this chain goes in a later round, once this entry is answered.
      else (call.file ? round.files : round.json).push({ entry, call });
    }
    await releaseEntries(ctx.db, release);
    // A full batch ends the round's reading: a photo further on waits for a round that reaches it
    // (reading on for one would read the whole queue in every round of a queue without photos).
    if (round.json.length >= batchLimit) return;
  }
}

/** An entry whose call could not be built from what this tablet holds (a photo whose sealed
 * bytes no longer open, a read IndexedDB refused) waits out a backoff, its chain behind it, and
 * the rest of the queue goes on: thrown, it stopped every pass at the same entry, the round's
 * other entries left in flight. A tablet locked meanwhile is no entry's fault: the pass stops. */
async function unreadable(ctx: PassContext, entry: OutboxEntry, error: unknown): Promise<'unreadable'> {
  if (error instanceof LockedError) throw error;
  // The error's class only: an IndexedDB message may quote a key or a value.
  const message = error instanceof Error ? error.name : 'Error';
  await deferForRetry(ctx, entry, { reason: 'unreadable', message });
  return 'unreadable';
}

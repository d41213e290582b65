// Sending a round's entries and settling each answer in the outbox (replay-pass.ts plans the
// rounds): JSON calls in one sync/batch request (one call each against a server without it),
// photos one call each; what an answer or a failure means for an entry (sync/README.md).
import { ApiError } from '../api/errors';
import type { Envelope } from '../api/envelope';
import type { OutboxCall, Transport } from '../api/outbox-transport';
import type { ClinicDb, OutboxEntry, ServerId } from '../db/index';
import { conflictEntry, deferEntry, deliveredAnswers, failEntry, releaseEntries, resetBackoff, setProgress, type PassQueue } from '../db/outbox/index';
import { forgetSignInOf } from '../db/records/index';
import { adoptExistingClient, completeEntries, completeEntry, type ServerAnswer } from '../db/writeback/index';
import { backoffDelay } from './backoff';
import { classify, credentialsChanged, errorOf } from './classify';
import type { PassReport } from './engine-types';

export interface PassContext {
  db: ClinicDb;
  transport: Transport;
  now: () => number;
  random: () => number;
  onProgress: (entryId: string, fraction: number) => void;
  /** The user whose token this pass sends with: only their entries go (undefined: the kiosk's). */
  author?: string;
  /** Kept by the engine across passes: false once the server said it has no sync/batch. */
  batch?: { supported: boolean };
}

export type Stop = 'offline' | 'retry' | 'pause';
export type SendResult = Stop | 'conflict' | 'sent' | undefined;
export interface PlannedCall { entry: OutboxEntry; call: OutboxCall }
export interface PassState {
  ctx: PassContext;
  report: PassReport;
  blocked: Set<string>;
  answered: boolean;
  /** The chain of each entry this pass has read: a later round passes over the entries of chains
   * in flight or blocked by their keys alone (reading each such chain's keys from the chain index
   * takes a request per chain, 100 to 200 a round).
   * Only a hint: an entry read is still checked by its own chain (a chain rewritten meanwhile
   * only delays an entry to a later round). */
  chainOf: Map<number, string>;
  /** The pending seqs this pass has not claimed yet (db/outbox/claim.ts). */
  queue: PassQueue;
}

function answerOf(envelope: Envelope): ServerAnswer {
  const result = envelope.result as Record<string, unknown> | null;
  const pick = (key: string) => (result && typeof result === 'object' ? result[key] : undefined);
  const id = (pick('id') ?? pick('consultId')) as ServerId | undefined;
  return { id, version: pick('version') as number | undefined, fileName: pick('fileName') as string | undefined, result };
}

export function sendJson(state: PassState, planned: PlannedCall[]): Promise<SendResult[]> {
  const batched = state.ctx.transport.sendBatch && state.ctx.batch?.supported !== false && planned.length > 1;
  return batched ? sendBatch(state, planned) : sendEachOf(state, planned);
}

/** One call per entry, in order, stopping at network trouble (what follows goes back to pending). */
async function sendEachOf(state: PassState, planned: PlannedCall[]): Promise<SendResult[]> {
  const outcomes: SendResult[] = [];
  for (const one of planned) {
    const outcome = await sendOne(state, one);
    outcomes.push(outcome);
    if (outcome === 'offline' || outcome === 'pause' || outcome === 'retry') break;
  }
  await releaseEntries(state.ctx.db, planned.slice(outcomes.length).map((p) => p.entry));
  return outcomes;
}

export async function sendOne(state: PassState, { entry, call }: PlannedCall): Promise<SendResult> {
  const { ctx } = state;
  state.report.sent += 1;
  try {
    const envelope = await ctx.transport.send({
      ...call,
      onProgress: call.file ? (fraction) => {
        ctx.onProgress(entry.id, fraction);
        void setProgress(ctx.db, entry.seq!, fraction);
      } : undefined,
    });
    return await settle(state, entry, { envelope });
  } catch (error) {
    return settle(state, entry, { error });
  }
}

async function sendBatch(state: PassState, planned: PlannedCall[]): Promise<SendResult[]> {
  const { ctx } = state;
  let answers: (Envelope | ApiError)[];
  try {
    answers = await ctx.transport.sendBatch!(planned.map((p) => p.call));
  } catch (error) {
    const status = error instanceof ApiError ? error.status : undefined;
    const transient = status === undefined || status === 401 || status === 408 || status === 429 || status >= 500;
    if (transient) {
      // The request as a whole did not get through: the same outcome for each of its entries.
      state.report.sent += planned.length;
      return Promise.all(planned.map((p) => settle(state, p.entry, { error })));
    }
    // A server without sync/batch (404, 405) from now on, or one that refused the batch as such
    // (a body too large, say): these entries go one call each, so each gets its own answer.
    if (status === 404 || status === 405) ctx.batch = Object.assign(ctx.batch ?? {}, { supported: false });
    return sendEachOf(state, planned);
  }
  state.report.sent += planned.length;
  // The server's successes in one local transaction; the rest one by one.
  const outcomes: SendResult[] = new Array(planned.length);
  const done: Array<{ entry: OutboxEntry; answer: ServerAnswer }> = [];
  for (const [i, answer] of answers.entries()) {
    if (answer instanceof ApiError) continue;
    done.push({ entry: planned[i]!.entry, answer: answerOf(answer) });
    outcomes[i] = 'sent';
  }
  await completeEntries(ctx.db, done);
  state.report.done += done.length;
  if (outcomes.includes('sent')) await serverAnswered(state);
  for (const [i, answer] of answers.entries()) {
    if (answer instanceof ApiError) outcomes[i] = await settle(state, planned[i]!.entry, { error: answer });
  }
  return outcomes;
}

/** The server took a write: whatever waited out a backoff may go now (back online = send now). */
async function serverAnswered(state: PassState): Promise<void> {
  if (state.answered) return;
  state.answered = true;
  await resetBackoff(state.ctx.db, true);
}

/** The entry waits out its backoff (the server's Retry-After, if it gave one), an attempt counted.
 * At least a second: a jitter of 0 must still leave the entry "later" so the timer wakes for it. */
export async function deferForRetry(ctx: PassContext, entry: OutboxEntry, lastError: OutboxEntry['lastError'], retryAfterMs?: number): Promise<void> {
  const now = ctx.now();
  await deferEntry(ctx.db, entry.seq!, { until: now + Math.max(1_000, backoffDelay(entry.attempts, ctx.random, retryAfterMs)), now }, lastError);
}

/** What an answer (an envelope) or a failure means for the entry, written to the outbox. */
async function settle(state: PassState, entry: OutboxEntry, answer: { envelope: Envelope } | { error: unknown }): Promise<SendResult> {
  const { ctx, report } = state;
  const { db } = ctx;
  if ('envelope' in answer) {
    await completeEntry(db, entry, answerOf(answer.envelope));
    report.done += 1;
    await serverAnswered(state);
    return 'sent';
  }
  // A 404 for a write a delivery put on the server: its patient was deleted since (a later delete
  // of the queue, delivered too) and their kept answers with them. It was taken all the same.
  const delivered = answer.error instanceof ApiError && answer.error.status === 404 ? (await deliveredAnswers(db, [entry])).get(entry.seq!) : undefined;
  if (delivered) {
    await completeEntry(db, entry, { id: delivered.id, version: delivered.version, fileName: delivered.fileName });
    report.done += 1;
    return undefined;
  }
  const meaning = classify(entry.operation, answer.error);
  const lastError = errorOf(answer.error);
  const now = ctx.now();
  switch (meaning.kind) {
    case 'offline':
      // The server was not reached: not the entry's fault, no attempt counted; the engine waits
      // for the network (its own backoff, ended by the 'online' event).
      await deferEntry(db, entry.seq!, { until: 0, now }, lastError, false);
      return 'offline';
    case 'retry':
      await deferForRetry(ctx, entry, lastError, meaning.retryAfterMs);
      return 'retry';
    case 'later':
      // The server named when it will take it (the next day): no backoff's 5-minute cap, and no
      // other write's success ends the wait; either would send the same photo to the same refusal.
      await deferEntry(db, entry.seq!, { until: now + Math.max(1_000, meaning.retryAfterMs), now, held: true }, lastError);
      return undefined;
    case 'pause':
      // Not the entry's fault: no attempt counted, it goes first once someone signs in.
      await deferEntry(db, entry.seq!, { until: 0, now }, lastError, false);
      if (credentialsChanged(answer.error) && entry.userId) await forgetSignInOf(db, entry.userId);
      return 'pause';
    case 'failed':
      await failEntry(db, entry.seq!, lastError);
      report.failed += 1;
      return undefined;
    case 'gone':
      await completeEntry(db, entry, {});
      report.done += 1;
      return undefined;
    case 'merge':
      await adoptExistingClient(db, entry, meaning.serverId, ctx.now());
      report.merges += 1;
      await serverAnswered(state);
      return undefined;
    case 'conflict':
      await conflictEntry(db, entry.seq!, meaning.server, lastError);
      report.conflicts += 1;
      state.blocked.add(entry.chain);
      return 'conflict';
  }
}

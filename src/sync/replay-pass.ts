// One push pass over the outbox: entries in seq order per chain; a chain waits behind an
// entry that waits (backoff, missing parent, conflict); network trouble stops the whole pass
// and puts the entry back (style.md: Workbox's put-back, without its faults).
import type { Envelope } from '../api/envelope';
import type { OutboxCall, Transport } from '../api/outbox-transport';
import type { ClinicDb, OutboxEntry, ServerId } from '../db/index';
import {
  blockingEntries, conflictEntry, deferEntry, failEntry, isDue, markInFlight, replayableEntries, resetBackoff, setProgress,
} from '../db/outbox-store';
import { adoptExistingClient } from '../db/adopt-server-client';
import { completeEntry } from '../db/write-server-answer';
import { backoffDelay } from './backoff';
import { buildCall } from './build-call';
import { classify, errorOf } from './classify';
import type { PassReport } from './engine-types';

export interface PassContext {
  db: ClinicDb;
  transport: Transport;
  now: () => number;
  random: () => number;
  onProgress: (entryId: string, fraction: number) => void;
  /** The user whose token this pass sends with: only their entries go (undefined: the kiosk's). */
  author?: string;
}

function answerOf(envelope: Envelope): { id?: ServerId; version?: number; fileName?: string; result?: unknown } {
  const result = envelope.result as Record<string, unknown> | null;
  const pick = (key: string) => (result && typeof result === 'object' ? result[key] : undefined);
  const id = (pick('id') ?? pick('consultId')) as ServerId | undefined;
  return { id, version: pick('version') as number | undefined, fileName: pick('fileName') as string | undefined, result };
}

export async function replayPass(ctx: PassContext): Promise<PassReport> {
  const { db } = ctx;
  const report: PassReport = { sent: 0, done: 0, failed: 0, conflicts: 0, merges: 0, pulled: 0 };
  const blocked = new Set((await blockingEntries(db)).map((e) => e.chain));
  let answered = false;
  for (const entry of await replayableEntries(db)) {
    if (blocked.has(entry.chain)) continue;
    // Another person's entry is never sent with this token; it also holds back what follows it
    // in its chain, so a client's writes still reach the server in the order they were made.
    if (entry.userId !== ctx.author || !isDue(entry, ctx.now())) {
      blocked.add(entry.chain);
      continue;
    }
    const call = await buildCall(db, entry);
    if (call === 'blocked') {
      blocked.add(entry.chain);
      continue;
    }
    if (call === 'nothing-to-send') {
      await completeEntry(db, entry, {});
      continue;
    }
    await markInFlight(db, entry.seq!);
    report.sent += 1;
    const doneBefore = report.done + report.merges;
    const result = await sendOne(ctx, entry, call, report);
    if (report.done + report.merges > doneBefore && !answered) {
      // The server took a write: whatever waited out a backoff may go now (back online = send now).
      answered = true;
      await resetBackoff(db, true);
    }
    if (result === 'retry' || result === 'pause' || result === 'offline') {
      report.stoppedBy = result;
      return report;
    }
    if (result === 'conflict') blocked.add(entry.chain);
  }
  return report;
}

async function sendOne(ctx: PassContext, entry: OutboxEntry, call: OutboxCall, report: PassReport): Promise<'offline' | 'retry' | 'pause' | 'conflict' | undefined> {
  const { db } = ctx;
  try {
    const envelope = await ctx.transport.send({
      ...call,
      onProgress: (fraction) => {
        ctx.onProgress(entry.id, fraction);
        void setProgress(db, entry.seq!, fraction);
      },
    });
    await completeEntry(db, entry, answerOf(envelope));
    report.done += 1;
    return undefined;
  } catch (error) {
    const outcome = classify(entry.operation, error);
    const lastError = errorOf(error);
    const now = ctx.now();
    switch (outcome.kind) {
      case 'offline':
        // The server was not reached: not the entry's fault, no attempt counted; the engine waits
        // for the network (its own backoff, ended by the 'online' event).
        await deferEntry(db, entry.seq!, { until: 0, now }, lastError, false);
        return 'offline';
      case 'retry':
        // At least a second: a jitter of 0 must still leave the entry "later" so the timer wakes for it.
        await deferEntry(db, entry.seq!, { until: now + Math.max(1_000, backoffDelay(entry.attempts, ctx.random, outcome.retryAfterMs)), now }, lastError);
        return 'retry';
      case 'pause':
        // Not the entry's fault: no attempt counted, it goes first once someone signs in.
        await deferEntry(db, entry.seq!, { until: 0, now }, lastError, false);
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
        await adoptExistingClient(db, entry, outcome.serverId, ctx.now());
        report.merges += 1;
            return undefined;
      case 'conflict':
        await conflictEntry(db, entry.seq!, outcome.server, lastError);
        report.conflicts += 1;
        return 'conflict';
    }
  }
}

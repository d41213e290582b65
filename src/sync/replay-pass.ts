// One push pass over the outbox: entries in seq order per chain; a chain waits behind an
// entry that waits (backoff, missing parent, conflict); network trouble stops the whole pass
// and puts the entry back (style.md: Workbox's put-back, without its faults).
import type { Envelope } from '../api/envelope';
import type { OutboxCall, Transport } from '../api/outbox-transport';
import type { ClinicDb, OutboxEntry, ServerId } from '../db/index';
import {
  blockingEntries, conflictEntry, deferEntry, failEntry, markInFlight, replayableEntries, setProgress,
} from '../db/outbox-store';
import { adoptExistingClient, completeEntry } from '../db/sync-writes';
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
  /** Chains that reached the server in this pass (the kiosk forgets them). */
  touchedChains: Set<string>;
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
  for (const entry of await replayableEntries(db)) {
    if (blocked.has(entry.chain)) continue;
    if (entry.nextAttemptAt > ctx.now()) {
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
    const result = await sendOne(ctx, entry, call, report);
    if (result === 'retry' || result === 'pause') {
      report.stoppedBy = result;
      return report;
    }
    if (result === 'conflict') blocked.add(entry.chain);
  }
  return report;
}

async function sendOne(ctx: PassContext, entry: OutboxEntry, call: OutboxCall, report: PassReport): Promise<'retry' | 'pause' | 'conflict' | undefined> {
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
    ctx.touchedChains.add(entry.chain);
    return undefined;
  } catch (error) {
    const outcome = classify(entry.operation, error);
    const lastError = errorOf(error);
    switch (outcome.kind) {
      case 'retry':
        // At least a second: a jitter of 0 must still leave the entry "later" so the timer wakes for it.
        await deferEntry(db, entry.seq!, ctx.now() + Math.max(1_000, backoffDelay(entry.attempts, ctx.random, outcome.retryAfterMs)), lastError);
        return 'retry';
      case 'pause':
        // Not the entry's fault: no attempt counted, it goes first once someone signs in.
        await deferEntry(db, entry.seq!, 0, lastError, false);
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
        ctx.touchedChains.add(entry.chain);
        return undefined;
      case 'conflict':
        await conflictEntry(db, entry.seq!, outcome.server, lastError);
        report.conflicts += 1;
        return 'conflict';
    }
  }
}

// Delivers the queue's sealed copies (seal-for-delivery.ts), each with its author's credential,
// without the data key: from a page whoever is signed in (or nobody), or from the service worker.
// Entries of one chain go in seq order; a chain whose entry is not taken (its client not on the
// server yet, a refusal, no working credential) waits from there for its author, whose own replay
// at their next unlock settles every entry (the server answers a delivered one from its key, a
// refused one with its refusal, to correct). An entry's answer means what it means to the replay
// (classify.ts); one pass at a time, as one replay (replay-lock.ts).
import { deliverSealed } from '../api/deliver-sealed';
import { ApiError, reasonOfStatus } from '../api/errors';
import { copiesToDeliver, deliveryCredentials, noteDelivered, type CopyToDeliver } from '../db/outbox/index';
import type { ClinicDb } from '../db/store/index';
import { parentMissingStatus, type DeliveryOutcome } from '../domain/delivery';
import { classify } from './classify';
import { withLock } from './replay-lock';

export interface DeliveryReport {
  /** Entries the server took. */
  delivered: number;
  /** Entries the server refused: their authors will see why. */
  refused: number;
  /** The server was not reached (or answered a passing fault): try again later. */
  unreached: boolean;
}

export interface DeliverOptions {
  /** Absolute, ending in /api/v1/. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** An author whose own engine runs now: their entries go with it, not twice. */
  skipAuthor?: string;
}

/** What a delivered entry's outcome means: taken (a delete of what is gone did what it asked),
 * refused (its author's to hear of and correct), for the tablet to settle (a conflict, a merge
 * the author's replay makes), or passing (its parent not there yet, a fault, a wait the server
 * named: tried again later). */
function meaningOf(copy: CopyToDeliver, outcome: DeliveryOutcome): 'taken' | 'refused' | 'to-settle' | 'passing' {
  if (outcome.status >= 200 && outcome.status < 300) return 'taken';
  if (outcome.status === parentMissingStatus) return 'passing';
  // The server's envelope, as the replay hears it: the delivery ran the author's own call.
  const envelope = { statusCode: outcome.status, message: outcome.message ?? '', data: null, result: null, pagination: null };
  const error = new ApiError(reasonOfStatus(outcome.status), outcome.message ?? '', outcome.status, envelope, outcome.retryAfter && outcome.retryAfter * 1000);
  switch (classify(copy.operation, error).kind) {
    case 'gone':
      return 'taken';
    case 'failed':
      return 'refused';
    case 'merge':
    case 'conflict':
      return 'to-settle';
    default:
      return 'passing';
  }
}

async function deliverAll(db: ClinicDb, options: DeliverOptions): Promise<DeliveryReport> {
  const report: DeliveryReport = { delivered: 0, refused: 0, unreached: false };
  const credentials = await deliveryCredentials(db);
  const held = new Set<string>();
  for (const copy of await copiesToDeliver(db)) {
    const credential = credentials.get(copy.userId);
    if (held.has(copy.chain) || copy.userId === options.skipAuthor || !credential || !copy.sealed) {
      held.add(copy.chain);
      continue;
    }
    const answer = await deliverSealed(options.baseUrl, credential, copy.sealed, options.fetch);
    if (answer.kind === 'unreached') return { ...report, unreached: true };
    if (answer.kind === 'credential-ended') {
      credentials.delete(copy.userId);
      held.add(copy.chain);
      continue;
    }
    if (answer.kind === 'refused') {
      // Not sealed for this server (its key changed) or not a queued write: the author's replay sends it.
      await noteDelivered(db, copy.seq, { status: answer.status });
      held.add(copy.chain);
      continue;
    }
    const { status, id, version, fileName } = answer.outcome;
    const meaning = meaningOf(copy, answer.outcome);
    if (meaning === 'taken') {
      await noteDelivered(db, copy.seq, { status, ...(id !== undefined ? { id } : {}), ...(version !== undefined ? { version } : {}), ...(fileName ? { fileName } : {}) }, 'taken');
      report.delivered += 1;
      continue;
    }
    if (meaning === 'refused' || meaning === 'to-settle') {
      await noteDelivered(db, copy.seq, { status }, meaning === 'refused' ? 'refused' : undefined);
      report.refused += 1;
    }
    held.add(copy.chain);
  }
  return report;
}

/** One delivery pass; one at a time per database across tabs and the worker (Web Locks, else
 * one after another in this realm). */
export function deliverQueue(db: ClinicDb, options: DeliverOptions): Promise<DeliveryReport> {
  return withLock(`delivery:${db.name}`, () => deliverAll(db, options));
}

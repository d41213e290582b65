// Delivers the queue's sealed copies (seal-for-delivery.ts), each with its author's credential,
// without the data key: from a page whoever is signed in (or nobody), or from the service worker.
// Entries of one chain go in seq order; a chain whose entry is not taken (its client not on the
// server yet, a refusal, no working credential) waits from there for its author, whose own replay
// at their next unlock settles every entry (the server answers a delivered one from its key, a
// refused one with its refusal, to correct).
import { deliverSealed } from '../api/deliver-sealed';
import { copiesToDeliver, deliveryCredentials, noteDelivered } from '../db/outbox/index';
import type { ClinicDb } from '../db/store/index';

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

const taken = (status: number) => status >= 200 && status < 300;
const passing = (status: number) => status >= 500 || status === 408 || status === 429 || status === 424 || status === 401;

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
    } else if (answer.kind === 'refused') {
      // Not sealed for this server (its key changed) or not a queued write: the author's replay sends it.
      await noteDelivered(db, copy.seq, { status: answer.status });
      held.add(copy.chain);
    } else if (taken(answer.outcome.status)) {
      await noteDelivered(db, copy.seq, { status: answer.outcome.status, ...(answer.outcome.id !== undefined ? { id: answer.outcome.id } : {}) });
      report.delivered += 1;
    } else {
      if (!passing(answer.outcome.status)) {
        await noteDelivered(db, copy.seq, { status: answer.outcome.status });
        report.refused += 1;
      }
      held.add(copy.chain);
    }
  }
  return report;
}

/** One delivery pass; one at a time per database across tabs and the worker (Web Locks). */
export async function deliverQueue(db: ClinicDb, options: DeliverOptions): Promise<DeliveryReport> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LockManager }).locks;
  if (!locks) return deliverAll(db, options);
  return locks.request(`delivery:${db.name}`, () => deliverAll(db, options));
}

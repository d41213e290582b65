// Operations on a client's chain (every entry of one client, `chain` = the client's localId):
// read it, count what is still open, drop it, move it to another client, fail what waits in it.
// Each runs inside the caller's transaction over the outbox (and `sending` where it says so).
import { messages } from '../../domain/messages';
import type { ClinicDb } from '../store/index';
import type { OutboxEntry } from '../store/index';
import { sendingSeqs, shownState } from './sending';

/** Every entry of these clients, in no order. */
export function entriesOfChains(db: ClinicDb, chains: string[]): Promise<OutboxEntry[]> {
  return db.outbox.where('chain').anyOf(chains).toArray();
}

export function entriesOfChain(db: ClinicDb, chain: string): Promise<OutboxEntry[]> {
  return db.outbox.where('chain').equals(chain).toArray();
}

/** How many entries of the client are not done. */
export function openCountOfChain(db: ClinicDb, chain: string): Promise<number> {
  return db.outbox.where('chain').equals(chain).filter((e) => e.state !== 'done').count();
}

/** Drops every entry of the client (its rows are gone with it). */
export async function dropChain(db: ClinicDb, chain: string): Promise<void> {
  await db.outbox.where('chain').equals(chain).delete();
}

/** A twin client folded into `to`: its entries become `to`'s, their dependencies with them. */
export async function moveChain(db: ClinicDb, from: string, to: string): Promise<void> {
  await db.outbox.where('chain').equals(from).modify((e) => {
    e.chain = to;
    if (e.localId === from) e.localId = to;
    if (e.dependsOn?.localId === from) e.dependsOn = { ...e.dependsOn, localId: to };
  });
}

const untilSent = new Set(['pending', 'conflict']);

/** The server deleted the client: a delete it has no more use for did what it asked and a done
 * entry has nothing left to say, so both go; what still waits fails with a reason a person can
 * read. Resolves to the localIds whose rows must stay until someone discards their entries.
 * Inside a transaction over the outbox and `sending`. */
export async function failChainOfDeletedClient(db: ClinicDb, clientLocalId: string): Promise<Set<string>> {
  const [entries, sending] = await Promise.all([entriesOfChain(db, clientLocalId), sendingSeqs(db)]);
  const kept = new Set<string>();
  const gone: number[] = [];
  for (const entry of entries) {
    const state = shownState(entry, sending);
    if (state === 'done' || (entry.operation.endsWith('.delete') && state !== 'in-flight')) {
      gone.push(entry.seq!);
      continue;
    }
    kept.add(entry.localId);
    if (untilSent.has(state)) await db.outbox.update(entry.seq!, failedBecauseDeleted(entry));
  }
  await db.outbox.bulkDelete(gone);
  return kept;
}

function failedBecauseDeleted(entry: OutboxEntry): Partial<OutboxEntry> {
  return {
    state: 'failed', attempts: entry.attempts, serverVersion: undefined,
    lastError: { reason: 'client-deleted', message: messages.clientDeletedOnServer, status: 404 },
  };
}

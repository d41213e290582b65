// Which clients a request read or wrote, gathered while it runs: its kept answer (Idempotency-Key)
// is stored with them, so a patient's delete finds every kept answer that holds them
// (http/kept-answers.ts). A call inside another (a sync/batch entry) adds to both.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface ConcernedClients {
  ids: Set<number>;
  /** Deleted by the request itself (DELETE Client/{id}). */
  removed: Set<number>;
}

const scope = new AsyncLocalStorage<ConcernedClients>();

/** This request read or wrote these clients' rows. */
export function concerns(...ids: number[]): void {
  const current = scope.getStore();
  if (current) for (const id of ids) current.ids.add(id);
}

/** This request deleted the client. */
export function removes(id: number): void {
  concerns(id);
  scope.getStore()?.removed.add(id);
}

export const noClients = (): ConcernedClients => ({ ids: new Set(), removed: new Set() });

/** Runs `work`, gathering the clients it concerns into `gathered`. */
export async function gatheringClients(work: () => Promise<void>, gathered = noClients()): Promise<ConcernedClients> {
  const outer = scope.getStore();
  try {
    await scope.run(gathered, work);
  } finally {
    for (const id of gathered.ids) outer?.ids.add(id);
    for (const id of gathered.removed) outer?.removed.add(id);
  }
  return gathered;
}

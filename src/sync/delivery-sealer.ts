// While an author is unlocked, each entry they write is sealed for the server as soon as it joins
// the queue (seal-for-delivery.ts), so a lock, a sign-out or a lost session a moment later leaves
// it deliverable by whoever is at the tablet. A form's save waits for it before saying saved: a
// lock or a sign-out right after it (a hand-over) would otherwise cut the sealing off, and the
// write would wait on the tablet for its author's next unlock.
import { watchOutboxAdds } from '../db/outbox/index';
import type { ClinicDb } from '../db/store/index';
import { sealForDelivery } from './seal-for-delivery';

export interface Sealing {
  /** Seals what waits now; resolves once it is sealed (or the sealing failed: it waits for the
   *  next pass). A write awaits it before the person is told it is saved (ui/local-write.ts). */
  settled(): Promise<void>;
  stop(): void;
}

export function startSealing(db: ClinicDb, userId: string, onSealed: () => void): Sealing {
  let chain = Promise.resolve();
  let stopped = false;
  const seal = () => {
    chain = chain.then(async () => {
      if (stopped) return;
      if ((await sealForDelivery(db, userId)) > 0) onSealed();
    }).catch(() => {
      // Locked mid-way (the rest waits for the next unlock) or no key from the server yet.
    });
  };
  const unwatch = watchOutboxAdds(db, seal);
  seal();
  return {
    settled: () => {
      seal();
      return chain;
    },
    stop: () => {
      stopped = true;
      unwatch();
    },
  };
}

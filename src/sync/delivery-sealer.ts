// While an author is unlocked, each entry they write is sealed for the server as soon as it joins
// the queue (seal-for-delivery.ts), so a lock, a sign-out or a lost session a moment later leaves
// it deliverable by whoever is at the tablet.
import { watchOutboxAdds } from '../db/outbox/index';
import type { ClinicDb } from '../db/store/index';
import { sealForDelivery } from './seal-for-delivery';

export function startSealing(db: ClinicDb, userId: string, onSealed: () => void): () => void {
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
  return () => {
    stopped = true;
    unwatch();
  };
}

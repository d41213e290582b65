// Tells the sync engine when an entry joins the outbox, from this tab or another one (Dexie's
// liveQuery sees other tabs' commits), so a write made while the engine is idle goes out at once
// without a polling timer.
import { liveQuery } from 'dexie';
import type { ClinicDb } from '../store/index';

export function watchOutboxAdds(db: ClinicDb, onAdded: () => void): () => void {
  let lastSeq: number | undefined; // undefined until the first answer: what was there before is not new
  const subscription = liveQuery(async () => ((await db.outbox.orderBy('seq').lastKey()) as number | undefined) ?? 0)
    .subscribe({
      next(seq) {
        const added = lastSeq !== undefined && seq > lastSeq;
        lastSeq = Math.max(lastSeq ?? 0, seq);
        if (added) onAdded();
      },
      error() {
        // A closed database (sign-out, tests tearing down): nothing more to watch.
      },
    });
  return () => subscription.unsubscribe();
}

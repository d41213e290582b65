// Tells a listener when a row joins a queue kept in `seq` order (the outbox, the views to send),
// from this tab or another one (Dexie's liveQuery sees other tabs' commits), so a write made while
// the sync engine is idle goes out at once without a polling timer.
import { liveQuery, type Table } from 'dexie';

export function watchSeqAdds<Row, Key, Insert>(table: Table<Row, Key, Insert>, onAdded: () => void): () => void {
  let lastSeq: number | undefined; // undefined until the first answer: what was there before is not new
  const subscription = liveQuery(async () => ((await table.orderBy('seq').lastKey()) as number | undefined) ?? 0)
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

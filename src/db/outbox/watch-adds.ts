// Tells the sync engine when an entry joins the outbox (store/watch-seq-adds.ts).
import { watchSeqAdds, type ClinicDb } from '../store/index';

export function watchOutboxAdds(db: ClinicDb, onAdded: () => void): () => void {
  return watchSeqAdds(db.outbox, onAdded);
}

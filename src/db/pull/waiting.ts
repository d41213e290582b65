// Which local rows still have outbox entries waiting (design.md: the pull must not overwrite
// them), as one pull page asks it inside its transaction, from index keys alone: the waiting
// entries' seqs, then the rows' entries by localId. No entry is read whole: a page has no use for
// a waiting entry's payload (another person's queue waiting for their sign-in among them), only
// for its localId.
import type { ClinicDb } from '../store/index';
import { entryKeysOf, waitingSeqs } from '../outbox/index';

export class WaitingRows {
  private readonly known = new Map<string, boolean>();

  private constructor(private readonly db: ClinicDb, private readonly seqs: Set<number>) {}

  static async load(db: ClinicDb): Promise<WaitingRows> {
    return new WaitingRows(db, await waitingSeqs(db));
  }

  /** Looks up many rows with one walk of the index (a page's rows, before its changes). */
  async preload(localIds: Iterable<string>): Promise<void> {
    if (this.seqs.size === 0) return;
    const unknown = [...new Set(localIds)].filter((id) => !this.known.has(id));
    if (unknown.length === 0) return;
    for (const id of unknown) this.known.set(id, false);
    await entryKeysOf(this.db, unknown, (localId, seq) => {
      if (this.seqs.has(seq)) this.known.set(localId, true);
    });
  }

  /** Whether has() can answer without a preload (nothing waits at all, or the row was looked up).
   * Inside the page's transaction only an await that does IndexedDB work is safe: Dexie keeps
   * its transaction across at most 100 awaits in a row that do none. */
  knows(localId: string): boolean {
    return this.seqs.size === 0 || this.known.has(localId);
  }

  /** Call after preload() of the row (or when knows() says so). */
  has(localId: string): boolean {
    if (!this.knows(localId)) throw new Error(`pull: ${localId} was not looked up in the outbox`);
    return this.known.get(localId) === true;
  }
}

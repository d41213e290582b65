// The migration of a tablet updated while it held plain rows: at the first
// unlock, its rows are sealed in place in batches (db/store/seal-plain-rows.ts: a tab closed
// mid-way loses nothing, and the next unlock goes on). Once a run has ended, local storage says
// so and later unlocks skip the scan of every store. The same pass gives client rows sealed before
// the search index their entries (schema 6), remembered apart: a tablet sealed before still runs it once.
import { localDb, sealPlainRows, type SealProgress } from '../../db/index';

export type { SealProgress };

const doneKey = 'sealedAtRest';
const indexedKey = 'searchIndexed';
let running: Promise<void> | undefined;

export function sealOldRowsOnce(onProgress: (progress: SealProgress) => void): void {
  if (running || (localStorage.getItem(doneKey) === '1' && localStorage.getItem(indexedKey) === '1')) return;
  running = sealPlainRows(localDb(), onProgress)
    .then(() => {
      localStorage.setItem(doneKey, '1');
      localStorage.setItem(indexedKey, '1');
    })
    .catch((error: unknown) => console.error(error)) // locked mid-way: the next unlock goes on
    .finally(() => {
      running = undefined;
    });
}

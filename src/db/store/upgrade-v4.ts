// Schema 4's upgrade: the outbox's index of untold outcomes (untold-index.ts) starts with the
// entries a watch would tell: refused ones, and SMS among the last 200 done (an SMS further back
// is not told years late). Rows are read and written
// as stored, with plain IndexedDB requests: their fields that decide are plain, and an upgrade may
// run while the tablet is locked (nothing sealed is opened).
import type { Transaction } from 'dexie';
import { withUntold } from './untold-index';

const recentDone = 200;

export async function upgradeToV4(tx: Transaction): Promise<void> {
  // eslint-disable-next-line db-rooms/outbox-tables -- a schema upgrade rewrites the stored rows of its version, below the room that writes them
  const byState = tx.idbtrans.objectStore('outbox').index('[state+seq]');
  await markEach(byState.openCursor(IDBKeyRange.bound(['failed', -Infinity], ['failed', Infinity])), Infinity);
  await markEach(byState.openCursor(IDBKeyRange.bound(['done', -Infinity], ['done', Infinity]), 'prev'), recentDone);
}

/** Walks the cursor over at most `limit` rows, writing back each one the field changes. */
function markEach(request: IDBRequest<IDBCursorWithValue | null>, limit: number): Promise<void> {
  let seen = 0;
  return new Promise((resolve, reject) => {
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const cursor = request.result;
      if (!cursor || seen++ >= limit) return resolve();
      const row = cursor.value as object;
      const marked = withUntold(row);
      if (marked !== row) cursor.update(marked);
      cursor.continue();
    };
  });
}

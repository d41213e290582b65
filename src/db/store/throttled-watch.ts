// A read kept current for a screen that watches a busy table: re-run when one of its tables
// changes (a commit of this tab or another: Dexie's storagemutated event), but at most once per
// `gapMs`, the last change always read. Dexie's liveQuery re-reads on every commit that touches
// what it read: while a replay drains the queue the status chip and the sync centre would re-read
// (and open 50 entries, with their clients) on every answer, slowing the replay itself. A change after a quiet spell is read at once: a person's own save shows
// without delay; a stream of answers shows every `gapMs`.
import { Dexie } from 'dexie';
import { onLockChange } from '../crypto/index';
import type { ClinicDb } from './database';

/** Watched screens re-read at most this often while their tables change (ms). */
export const watchGapMs = 300;

/** The gap is timed on the monotonic clock: on the wall clock, a tablet's clock set back hours put
 *  the next read those hours away, and the status chip froze on a queue long since sent. */
const monotonic = () => performance.now();

/** Calls `onValue` with `read`'s answer now and after changes to `tables`, until the returned
 * function is called. A read that fails (a closed database, a locked tablet) is left unanswered:
 * the next change, or the tablet unlocked, reads again. */
export function watchThrottled<T>(
  db: ClinicDb, tables: readonly string[], read: () => Promise<T>, onValue: (value: T) => void, gapMs = watchGapMs,
): () => void {
  const prefixes = tables.map((table) => `idb://${db.name}/${table}/`);
  let closed = false;
  let reading = false;
  let changed = false;
  let lastStart = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = () => {
    timer = undefined;
    changed = false;
    reading = true;
    lastStart = monotonic();
    read().then((value) => { if (!closed) onValue(value); }, () => {}).finally(() => {
      reading = false;
      if (changed) schedule();
    });
  };
  function schedule() {
    changed = true;
    if (closed || reading || timer !== undefined) return;
    timer = setTimeout(run, Math.max(0, lastStart + gapMs - monotonic()));
  }
  // `all`: Dexie's word for "anything may have changed" (a page back from the back-forward cache).
  const onMutated = (parts: Record<string, unknown>) => {
    if (Object.keys(parts).some((part) => part === 'all' || prefixes.some((prefix) => part.startsWith(prefix)))) schedule();
  };
  Dexie.on.storagemutated.subscribe(onMutated);
  const stopLockWatch = onLockChange((unlocked) => { if (unlocked) schedule(); });
  run();
  return () => {
    closed = true;
    clearTimeout(timer);
    Dexie.on.storagemutated.unsubscribe(onMutated);
    stopLockWatch();
  };
}

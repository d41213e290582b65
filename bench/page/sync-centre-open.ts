// The live reads a signed-in tablet keeps open while a person watches the sync centre: the
// status chip's counts, the centre's entries and the outcome toasts' watch. Each re-reads when
// the outbox changes, as Dexie's liveQuery makes it in the app (the React hooks wrap the same
// functions), so a replay run beside them pays what the app pays while it drains.
import { liveQuery } from 'dexie';
import { outboxSummary, syncCentreEntries, watchOutcomeNotices, type ClinicDb } from '../../src/db/index';

/** Opens the reads and waits for their first answers (the screen was open before the replay
 * began); the returned function closes them. */
export async function openSyncCentre(db: ClinicDb): Promise<() => void> {
  const stopNotices = watchOutcomeNotices(db, undefined, () => {});
  const reads: Array<() => Promise<unknown>> = [() => outboxSummary(db), () => syncCentreEntries(db)];
  const opened = reads.map((read) => {
    let shown!: () => void;
    const first = new Promise<void>((resolve) => { shown = resolve; });
    const subscription = liveQuery(read).subscribe({ next: () => shown(), error: () => shown() });
    return { first, subscription };
  });
  await Promise.all(opened.map((read) => read.first));
  return () => {
    for (const { subscription } of opened) subscription.unsubscribe();
    stopNotices();
  };
}

// The live reads a signed-in tablet keeps open while a person watches the sync centre: the
// status chip's counts, the centre's entries and the outcome toasts' watch, the same watches the
// app's hooks open (the chip and the centre re-read at most every watchGapMs, the toasts' watch on
// every change), so a replay run beside them pays what the app pays while it drains.
import { watchOutboxSummary, watchOutcomeNotices, watchSyncCentreEntries, type ClinicDb } from '../../src/db/index';

/** Opens the reads and waits for their first answers (the screen was open before the replay
 * began); the returned function closes them. */
export async function openSyncCentre(db: ClinicDb): Promise<() => void> {
  const stopNotices = watchOutcomeNotices(db, undefined, () => {});
  const opened = [watchOutboxSummary, watchSyncCentreEntries].map((watch) => {
    let shown!: () => void;
    const first = new Promise<void>((resolve) => { shown = resolve; });
    return { first, stop: watch(db, () => shown()) };
  });
  await Promise.all(opened.map((read) => read.first));
  return () => {
    for (const { stop } of opened) stop();
    stopNotices();
  };
}

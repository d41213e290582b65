// The bench's trace summary (BENCH_TRACE=1) counts only what falls inside the timed run's marks:
// IndexedDB's backend in the browser process, the page's main thread, the backend's operations.
import { describe, expect, it } from 'vitest';
import { summarizeTrace, traceLine, type TraceEvent } from '../../bench/lib/trace-summary';

const [browser, renderer] = [1, 2];
const meta: TraceEvent[] = [
  { ph: 'M', name: 'process_name', pid: browser, tid: 0, ts: 0, args: { name: 'Browser' } },
  { ph: 'M', name: 'process_name', pid: renderer, tid: 0, ts: 0, args: { name: 'Renderer' } },
  { ph: 'M', name: 'thread_name', pid: renderer, tid: 7, ts: 0, args: { name: 'CrRendererMain' } },
  { ph: 'M', name: 'thread_name', pid: renderer, tid: 8, ts: 0, args: { name: 'ThreadPoolForegroundWorker' } },
];
const task = (pid: number, tid: number, name: string, ts: number, dur: number, cat = 'toplevel'): TraceEvent => ({ ph: 'X', pid, tid, name, cat, ts, dur });
const mark = (name: string, ts: number): TraceEvent => ({ ph: 'R', pid: renderer, tid: 7, name, cat: 'blink.user_timing', ts });

describe('summarizeTrace', () => {
  it('sums the backend, the main thread and the operations inside the last run\'s marks, cut at its edges', () => {
    const events = [
      ...meta,
      // An earlier run of the same name: its marks are not the ones read.
      mark('replay:product#1:start', 0), mark('replay:product#1:end', 500),
      mark('replay:product#2:start', 1_000_000), mark('replay:product#2:end', 3_000_000),
      // Backend: 200 ms inside, 100 ms of a task that began before the window, one task after it.
      task(browser, 3, 'Transaction::RunTasks', 1_100_000, 200_000, 'IndexedDB'),
      task(browser, 3, 'Transaction::RunTasks', 900_000, 200_000, 'IndexedDB'),
      task(browser, 3, 'Transaction::RunTasks', 3_500_000, 200_000, 'IndexedDB'),
      task(browser, 3, 'Database::PutOperation', 1_100_000, 50_000, 'IndexedDB'),
      task(browser, 3, 'Database::PutOperation', 1_200_000, 30_000, 'IndexedDB'),
      task(browser, 3, 'Database::DeleteRangeOperation', 1_250_000, 40_000, 'IndexedDB'),
      // Main thread: 300 ms; a pool thread of the renderer is not the main thread.
      task(renderer, 7, 'ThreadControllerImpl::RunTask', 2_000_000, 300_000),
      task(renderer, 8, 'ThreadControllerImpl::RunTask', 2_000_000, 900_000),
    ];
    const summary = summarizeTrace(events, 'replay:product')!;
    expect(summary.windowMs).toBe(2000);
    expect(summary.indexedDbBusyMs).toBe(300);
    expect(summary.rendererMainBusyMs).toBe(300);
    expect(summary.operations).toEqual([
      { name: 'Database::PutOperation', count: 2, ms: 80 },
      { name: 'Database::DeleteRangeOperation', count: 1, ms: 40 },
    ]);
    expect(traceLine(summary)).toBe("window 2000 ms: IndexedDB's backend busy 300 ms (15 %), the renderer's main thread 300 ms (15 %); PutOperation 2× 80 ms, DeleteRangeOperation 1× 40 ms");
  });

  it('says nothing of a trace without the run\'s marks', () => {
    expect(summarizeTrace([...meta, mark('replay:floor#3:start', 10), mark('replay:floor#3:end', 20)], 'replay:product')).toBeUndefined();
  });
});

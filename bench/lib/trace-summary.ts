// What a Chromium trace of one timed run says about who waited on whom (BENCH_TRACE=1, trace.ts):
// within the run's own User Timing marks, how long IndexedDB's backend was busy (its tasks run in
// one sequence per origin, in the browser process), how long the renderer's main thread was, and
// the backend's operations by name. A replay held back by neither is waiting on the server.

export interface TraceEvent {
  name?: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

export interface TraceSummary {
  windowMs: number;
  /** IndexedDB's backend: its transactions' tasks (Transaction::RunTasks). */
  indexedDbBusyMs: number;
  /** The page's main thread: its top-level tasks. */
  rendererMainBusyMs: number;
  /** The backend's operations (Database::PutOperation, …), most time first. */
  operations: Array<{ name: string; count: number; ms: number }>;
}

/** `run`: the timed name (page/timing.ts marks `${run}#n:start` and `:end`); the last such run. */
export function summarizeTrace(events: TraceEvent[], run: string): TraceSummary | undefined {
  const marks = (end: 'start' | 'end') => events.filter((e) => e.name?.startsWith(`${run}#`) && e.name.endsWith(`:${end}`));
  const [start, stop] = [marks('start').at(-1)?.ts, marks('end').at(-1)?.ts];
  if (start === undefined || stop === undefined || stop <= start) return undefined;
  const processOf = new Map<number, string>();
  const threadOf = new Map<string, string>();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'process_name') processOf.set(e.pid, e.args?.name ?? '');
    if (e.ph === 'M' && e.name === 'thread_name') threadOf.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  }
  // The part of an event inside the window, in ms.
  const within = (e: TraceEvent) => Math.max(0, Math.min(e.ts + (e.dur ?? 0), stop) - Math.max(e.ts, start)) / 1000;
  let indexedDbBusyMs = 0;
  let rendererMainBusyMs = 0;
  const operations = new Map<string, { count: number; ms: number }>();
  for (const e of events) {
    if (e.ph !== 'X' || e.name === undefined) continue;
    const ms = within(e);
    if (ms === 0) continue;
    const process = processOf.get(e.pid);
    if (process === 'Browser' && e.name === 'Transaction::RunTasks') indexedDbBusyMs += ms;
    if (process === 'Browser' && e.cat === 'IndexedDB' && /^Database::\w+Operation$/.test(e.name)) {
      const op = operations.get(e.name) ?? { count: 0, ms: 0 };
      operations.set(e.name, { count: op.count + 1, ms: op.ms + ms });
    }
    if (process === 'Renderer' && threadOf.get(`${e.pid}:${e.tid}`) === 'CrRendererMain' && e.name === 'ThreadControllerImpl::RunTask') rendererMainBusyMs += ms;
  }
  return {
    windowMs: (stop - start) / 1000,
    indexedDbBusyMs,
    rendererMainBusyMs,
    operations: [...operations].map(([name, op]) => ({ name, ...op })).sort((a, b) => b.ms - a.ms),
  };
}

/** "window 3330 ms: IndexedDB busy 1904 (57 %), renderer main 1541 (46 %); PutOperation 2040× 477 ms, …" */
export function traceLine(summary: TraceSummary): string {
  const share = (ms: number) => `${ms.toFixed(0)} ms (${Math.round((ms / summary.windowMs) * 100)} %)`;
  const ops = summary.operations.slice(0, 6).map((op) => `${op.name.replace(/^Database::/, '')} ${op.count}× ${op.ms.toFixed(0)} ms`).join(', ');
  return `window ${summary.windowMs.toFixed(0)} ms: IndexedDB's backend busy ${share(summary.indexedDbBusyMs)}, `
    + `the renderer's main thread ${share(summary.rendererMainBusyMs)}; ${ops}`;
}

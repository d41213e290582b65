// In-page timings through the browser's own User Timing marks (performance.mark/measure).
let serial = 0;

/** benchProfile: set by bench/lib/profile.ts (BENCH_PROFILE=1), each timed run is a console
 * profile too. benchCpu: set by bench/lib/process-cpu.ts, each process's CPU read at both ends. */
declare global { interface Window { benchProfile?: boolean; benchCpu?: (id: string, at: 'start' | 'end') => Promise<void> } }

/** Runs `work` between two marks and returns the measured duration in ms. */
export async function timed<T>(name: string, work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const id = `${name}#${serial++}`;
  await window.benchCpu?.(id, 'start');
  if (window.benchProfile) console.profile(id);
  performance.mark(`${id}:start`);
  const value = await work();
  performance.mark(`${id}:end`);
  if (window.benchProfile) console.profileEnd(id);
  await window.benchCpu?.(id, 'end');
  const measure = performance.measure(name, `${id}:start`, `${id}:end`);
  performance.clearMarks(`${id}:start`);
  performance.clearMarks(`${id}:end`);
  return { ms: measure.duration, value };
}

/** Drops the measures kept so far (100,000-row runs would otherwise pile them up). */
export function clearMeasures(): void {
  performance.clearMeasures();
}

/** Resolves after the next frame has been produced (rAF, then the task after it). */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
  });
}

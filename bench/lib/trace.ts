// BENCH_TRACE=1: a Chromium trace of each replay run (IndexedDB's backend, its store, the tasks
// of every thread, the page's User Timing marks), written under bench/.work/ (open it in
// chrome://tracing or Perfetto) and summed for the timed run (trace-summary.ts). Tracing slows
// the run it watches: the bench's numbers come from runs without it.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { summarizeTrace, traceLine, type TraceEvent } from './trace-summary';

export const tracing = process.env.BENCH_TRACE === '1';

const categories = ['IndexedDB', 'leveldb', 'toplevel', 'blink.user_timing'];

/** `timedName`: the name the page times the run by (page/timing.ts), e.g. 'replay:product'. */
export async function traced<T>(page: Page, file: string, timedName: string, run: () => Promise<T>): Promise<T> {
  if (!tracing) return run();
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: categories } });
  try {
    return await run();
  } finally {
    const complete = new Promise<void>((done) => cdp.once('Tracing.tracingComplete', () => done()));
    await cdp.send('Tracing.end');
    await complete;
    await cdp.detach();
    mkdirSync('bench/.work', { recursive: true });
    writeFileSync(`bench/.work/${file}.trace.json`, JSON.stringify(events));
    const summary = summarizeTrace(events, timedName);
    console.log(`  trace ${file} (bench/.work/${file}.trace.json): ${summary ? traceLine(summary) : `no ${timedName} marks in it`}`);
  }
}

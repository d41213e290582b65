// BENCH_PROFILE=1: V8 CPU profiles of a measure (replay, pull). Each run the page times
// (page/timing.ts `timed`) is a console profile, caught over CDP and written under bench/.work/
// (open one in DevTools); the functions that took the most self time, summed per timed name,
// are printed beside them. The bench page is then built unminified.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

export const profiling = process.env.BENCH_PROFILE === '1';

export async function profiled<T>(page: Page, name: string, run: () => Promise<T>): Promise<T> {
  if (!profiling) return run();
  const cdp = await page.context().newCDPSession(page);
  const profiles: Array<{ title?: string; profile: Profile }> = [];
  cdp.on('Profiler.consoleProfileFinished', (event) => profiles.push(event as unknown as { title?: string; profile: Profile }));
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.evaluate(() => { window.benchProfile = true; });
  try {
    return await run();
  } finally {
    await page.evaluate(() => { window.benchProfile = false; });
    await cdp.detach();
    mkdirSync('bench/.work', { recursive: true });
    // One summary per timed name (a pull times each page: many profiles of one measure).
    const byName = new Map<string, Profile[]>();
    for (const { title, profile } of profiles) {
      const label = (title ?? '').split('#')[0]!;
      byName.set(label, [...(byName.get(label) ?? []), profile]);
    }
    for (const [label, list] of byName) {
      const file = `bench/.work/${name}-${label.replace(/[^a-z0-9-]/gi, '_')}.cpuprofile`;
      writeFileSync(file, JSON.stringify(list[0]));
      console.log(`  profile ${label} ×${list.length} (first in ${file}): top self time\n${topSelfTime(list, 30)}`);
    }
  }
}

function topSelfTime(profiles: Profile[], count: number): string {
  const self = new Map<string, number>();
  for (const profile of profiles) {
    const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
    profile.samples.forEach((id, i) => {
      const frame = byNode.get(id)!.callFrame;
      const where = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() ?? ''}:${frame.lineNumber + 1}`;
      self.set(where, (self.get(where) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    });
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  return [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, count)
    .map(([where, ms]) => `    ${ms.toFixed(0).padStart(7)} ms ${((ms / total) * 100).toFixed(1).padStart(5)} %  ${where}`)
    .join('\n') + `\n    ${total.toFixed(0).padStart(7)} ms in all`;
}

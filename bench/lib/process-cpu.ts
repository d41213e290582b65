// CPU time per process during a timed run (Linux /proc): the server, Chromium's browser process
// (where IndexedDB's backend runs), its renderer and the rest, read when the page's `timed`
// starts and ends a run (page/timing.ts calls window.benchCpu). On 2 cores, what all of them took
// together, halved, is the least wall time the run could have had: the replay row shows it beside
// its target. Reading /proc costs a few ms per mark, two marks a run.
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

export type CpuKind = 'server' | 'browser' | 'renderer' | 'chromium other' | 'other';
export type CpuUse = Record<CpuKind, number>;

/** Clock ticks per second of /proc/<pid>/stat (Linux's USER_HZ, 100 on every kernel here). */
const ticksPerSecond = 100;

interface Seen { kind: CpuKind; ticks: number }

function kindOf(command: string): CpuKind {
  if (command.includes('bench/server-proc.ts')) return 'server';
  if (!/chrom(e|ium)/.test(command)) return 'other';
  const type = /--type=([\w-]+)/.exec(command)?.[1];
  if (type === undefined) return 'browser';
  return type === 'renderer' ? 'renderer' : 'chromium other';
}

/** utime + stime of every process now, by pid. */
function snapshot(): Map<number, Seen> {
  const seen = new Map<number, Seen>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const command = readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ');
      seen.set(Number(name), { kind: kindOf(command), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // Gone between the listing and the read.
    }
  }
  return seen;
}

function between(before: Map<number, Seen>, after: Map<number, Seen>): CpuUse {
  const use: CpuUse = { server: 0, browser: 0, renderer: 0, 'chromium other': 0, other: 0 };
  for (const [pid, { kind, ticks }] of after) {
    const spent = ticks - (before.get(pid)?.ticks ?? 0);
    if (spent > 0) use[kind] += (spent * 1000) / ticksPerSecond;
  }
  return use;
}

/** Per timed name ("replay:product"), the CPU of each run in the order they ran. */
export class ProcessCpu {
  private readonly open = new Map<string, Map<number, Seen>>();
  private readonly runs = new Map<string, CpuUse[]>();

  static async watch(page: Page): Promise<ProcessCpu> {
    const cpu = new ProcessCpu();
    await page.exposeFunction('benchCpu', (id: string, at: 'start' | 'end') => cpu.mark(id, at));
    return cpu;
  }

  /** `id`: the timed run's `name#serial`; its runs are kept under `name`. */
  mark(id: string, at: 'start' | 'end'): void {
    if (at === 'start') {
      this.open.set(id, snapshot());
      return;
    }
    const before = this.open.get(id);
    if (!before) return;
    this.open.delete(id);
    const name = id.split('#')[0]!;
    this.runs.set(name, [...(this.runs.get(name) ?? []), between(before, snapshot())]);
  }

  /** The runs of `name` so far, in the order they ran. */
  of(name: string): CpuUse[] {
    return this.runs.get(name) ?? [];
  }
}

export function totalCpu(use: CpuUse): number {
  return Object.values(use).reduce((a, b) => a + b, 0);
}

/** The median run by its total (the lower middle of an even count), and that total, in ms. */
export function medianCpu(runs: CpuUse[]): { use: CpuUse; total: number } | undefined {
  if (runs.length === 0) return undefined;
  const use = [...runs].sort((a, b) => totalCpu(a) - totalCpu(b))[Math.floor((runs.length - 1) / 2)]!;
  return { use, total: totalCpu(use) };
}

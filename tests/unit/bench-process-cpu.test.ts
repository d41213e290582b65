// The bench's CPU per process (bench/lib/process-cpu.ts), read from /proc at both ends of a run:
// a process busy between the marks is counted under its kind (the bench server by its script's
// name), one asleep is not, and a run's median is taken by its total.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { medianCpu, ProcessCpu, totalCpu, type CpuUse } from '../../bench/lib/process-cpu';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** A node process named like the bench server (`bench/server-proc.ts` among its arguments) that
 * spins until it has used `busyMs` of CPU (however busy the machine), then sleeps until killed;
 * resolves once it has stopped spinning. */
function serverLike(busyMs: number): Promise<void> {
  const script = `const used = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
    const end = used() + ${busyMs}; while (used() < end); console.log('idle'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['-e', script, 'bench/server-proc.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve) => child.stdout!.once('data', () => resolve()));
}

describe('CPU per process', () => {
  it('counts what the bench server spent between the marks, and nothing of a process asleep', async () => {
    const cpu = new ProcessCpu();
    const asleep = serverLike(0);
    await asleep;
    cpu.mark('replay:product#0', 'start');
    await serverLike(600);
    cpu.mark('replay:product#0', 'end');
    const [run] = cpu.of('replay:product');
    // 600 ms of spinning and the process's start (clock ticks are 10 ms).
    expect(run!.server).toBeGreaterThanOrEqual(580);
    expect(run!.server).toBeLessThan(1500);
    expect(cpu.of('replay:floor')).toEqual([]);

    cpu.mark('replay:product#1', 'start');
    cpu.mark('replay:product#1', 'end');
    expect(cpu.of('replay:product')).toHaveLength(2);
    // Both children asleep now: at most a clock tick, should one land on a timer's wake.
    expect(cpu.of('replay:product')[1]!.server).toBeLessThanOrEqual(10);
  });

  it('takes the median run by its total', () => {
    const use = (server: number, browser: number): CpuUse => ({ server, browser, renderer: 0, 'chromium other': 0, other: 0 });
    const runs = [use(100, 900), use(50, 50), use(500, 0), use(2000, 10)];
    expect(totalCpu(runs[0]!)).toBe(1000);
    // Totals 1000, 100, 500, 2010: the lower middle is 500.
    expect(medianCpu(runs)).toEqual({ use: runs[2], total: 500 });
    expect(medianCpu([])).toBeUndefined();
  });
});

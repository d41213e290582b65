// deploy/clinic-stations.service: systemd's own checker finds nothing to say
// (it exits 0 even on an unknown key or a bad value, so its output must be empty), and the unit
// keeps what the README promises: its own user, the data folder the only place it writes, a stop
// that outlasts the server's 10 s drain, and the signal to npm alone.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const unitFile = resolve('deploy/clinic-stations.service');
const analyze = '/usr/bin/systemd-analyze';

function settings(): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const line of readFileSync(unitFile, 'utf8').split('\n')) {
    const match = /^(\w+)=(.*)$/.exec(line.trim());
    if (match) map.set(match[1]!, [...(map.get(match[1]!) ?? []), match[2]!]);
  }
  return map;
}

describe('the systemd unit', () => {
  it('passes systemd-analyze verify with nothing to report', () => {
    // Debian's `systemd` package; .ci/run installs it when missing.
    expect(existsSync(analyze), `${analyze} is missing: apt-get install systemd`).toBe(true);
    const run = spawnSync(analyze, ['verify', unitFile], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(`${run.stdout}${run.stderr}`.trim()).toBe('');
    expect(execFileSync(analyze, ['--version'], { encoding: 'utf8' })).toMatch(/^systemd \d+/);
  });

  it('runs npm start as its own user, writes only DATA_DIR, and outlasts the drain when stopping', () => {
    const unit = settings();
    const one = (key: string) => unit.get(key)?.at(-1);
    expect(one('ExecStart')).toMatch(/^\/usr\/bin\/npm (--silent )?start$/);
    expect(one('User')).toBe('clinic');
    expect(one('WorkingDirectory')).toBe('/opt/clinic-stations');
    expect(one('EnvironmentFile')).toBe('/etc/clinic-stations.env');
    expect(one('Restart')).toBe('on-failure');
    expect(one('KillMode')).toBe('mixed');
    expect(Number(one('TimeoutStopSec'))).toBeGreaterThan(10);
    expect(one('NoNewPrivileges')).toBe('yes');
    expect(one('ProtectSystem')).toBe('strict');
    expect(one('PrivateTmp')).toBe('yes');
    const dataDir = /DATA_DIR=(\S+)/.exec(unit.get('Environment')!.join(' '))?.[1];
    expect(dataDir).toBe('/var/lib/clinic-stations');
    expect(one('ReadWritePaths')!.split(' ')).toContain(dataDir);
  });
});

// The nightly backup (BACKUP_DIR, BACKUP_AT, BACKUP_KEEP) on a clock the test moves: it runs at
// the hour, keeps the newest files, and its result reaches the log, the metrics and SuperAdmin's
// GET Backup/last; other roles are refused.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { msUntil, type NightlyClock } from '../../server/backup/nightly';
import { startServer, type RunningServer } from '../../server/start';
import { superAdminPassword } from '../server/harness';
import { call } from '../server/http';

const work = mkdtempSync(join(tmpdir(), 'clinic-nightly-'));
let server: RunningServer | undefined;
afterAll(async () => {
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

/** A clock that stands still until the test moves it to the next planned run. */
function testClock(start: Date) {
  let now = start;
  const planned: { at: number; run: () => void }[] = [];
  const clock: NightlyClock = {
    now: () => now,
    after(ms, run) {
      const entry = { at: now.getTime() + ms, run };
      planned.push(entry);
      return () => planned.splice(planned.indexOf(entry), 1);
    },
  };
  return {
    clock,
    next: () => planned[0] && new Date(planned[0].at),
    fire() {
      const entry = planned.shift()!;
      now = new Date(entry.at);
      entry.run();
    },
  };
}

const signIn = async (apiUrl: string, userName: string, password: string) =>
  (await call<{ token: string }>(apiUrl, 'POST', 'Account/login', { body: { userName, password } })).body.result.token;

describe('the nightly backup', () => {
  it('plans the next run at BACKUP_AT, server local time', () => {
    expect(msUntil('02:30', new Date(2026, 10, 28, 23, 0))).toBe(3.5 * 3600_000);
    expect(msUntil('02:30', new Date(2026, 10, 29, 2, 30))).toBe(24 * 3600_000);
    expect(msUntil('02:30', new Date(2026, 10, 29, 2, 29))).toBe(60_000);
  });

  it('runs at the hour, keeps the newest BACKUP_KEEP and reports to the log, the metrics and SuperAdmin', { timeout: 240_000 }, async () => {
    const time = testClock(new Date(2026, 10, 28, 23, 0));
    const lines: string[] = [];
    const backupDir = join(work, 'backups');
    server = await startServer({
      port: 0, dataDir: join(work, 'data'), adminPassword: superAdminPassword, demo: true, logSink: (line) => lines.push(line),
      backupKeys: { passphrase: 'nightly pass phrase' }, backupDir, backupAt: '02:30', backupKeep: 2, backupClock: time.clock,
    });
    const apiUrl = `${server.url}/api/v1/`;
    const admin = await signIn(apiUrl, 'SuperAdmin', superAdminPassword);
    expect((await call(apiUrl, 'GET', 'Backup/last', { token: admin })).body.result).toBeNull();
    expect((await call(apiUrl, 'GET', 'Backup/last', { token: await signIn(apiUrl, 'reception', 'demo1234') })).status).toBe(403);

    for (let night = 0; night < 3; night += 1) {
      expect(time.next()).toEqual(new Date(2026, 10, 29 + night, 2, 30));
      time.fire();
      // Done when the next night is planned.
      while (!time.next()) await new Promise((r) => setTimeout(r, 20));
    }
    expect(readdirSync(backupDir).sort()).toEqual(['clinic-20261130-023000.backup', 'clinic-20261201-023000.backup']);
    const last = await call<{ takenAt: string; fileName: string; bytes: number; verified: boolean }>(apiUrl, 'GET', 'Backup/last', { token: admin });
    expect(last.body.result).toMatchObject({ fileName: 'clinic-20261201-023000.backup', verified: true, bytes: expect.any(Number) });
    expect(last.body.result.bytes).toBeGreaterThan(1000);
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.event === 'backup');
    expect(logged).toHaveLength(3);
    expect(logged[2]).toMatchObject({ level: 'info', trigger: 'nightly', verified: true });
    expect(JSON.stringify(logged)).not.toContain('nightly pass phrase');
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    expect(metrics).toContain(`backup_last_success_timestamp_seconds ${Date.parse(last.body.result.takenAt) / 1000}`);
  });
});

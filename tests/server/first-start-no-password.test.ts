// The first start without ADMIN_PASSWORD: SuperAdmin exists with no usable
// password, and a JSON log line (at every start until one is set) names the command to set it on
// the server machine. Before: a random password printed to stdout, kept by journald for good.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startServer } from '../../server/start';
import { freshPostgres } from './harness';
import { call } from './http';

afterEach(() => { vi.restoreAllMocks(); });

describe('the first start without ADMIN_PASSWORD', () => {
  it('logs how to set SuperAdmin\'s password, prints none, and ADMIN_PASSWORD at a later start sets it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'clinic-first-'));
    const postgres = process.env.SERVER_TEST_DB === 'postgres' ? await freshPostgres(process.env.TEST_DATABASE_URL!) : undefined;
    const printed = vi.spyOn(console, 'log');
    const written = vi.spyOn(process.stdout, 'write');
    const options = { port: 0, dataDir, databaseUrl: postgres?.url };
    try {
      for (let start = 0; start < 2; start += 1) {
        const lines: string[] = [];
        const server = await startServer({ ...options, logSink: (line) => lines.push(line) });
        const told = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.event === 'SuperAdmin has no password');
        expect(told).toEqual([expect.objectContaining({ level: 'warn', action: expect.stringContaining('npm run admin -- set-password SuperAdmin') })]);
        for (const password of ['!', 'x', '']) {
          expect((await call(`${server.url}/api/v1/`, 'POST', 'Account/login', { body: { userName: 'SuperAdmin', password } })).status).toBe(400);
        }
        await server.close();
      }
      expect(printed).not.toHaveBeenCalled();
      expect(written).not.toHaveBeenCalled();

      const lines: string[] = [];
      const server = await startServer({ ...options, adminPassword: 'chosen-at-start', logSink: (line) => lines.push(line) });
      expect((await call(`${server.url}/api/v1/`, 'POST', 'Account/login', { body: { userName: 'SuperAdmin', password: 'chosen-at-start' } })).status).toBe(200);
      expect(lines.filter((line) => line.includes('SuperAdmin has no password') || line.includes('chosen-at-start'))).toEqual([]);
      await server.close();
    } finally {
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

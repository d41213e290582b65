// A second server process (`tsx server/main.ts`) on the same PostgreSQL as a test's own server:
// what one process writes or revokes, the other must see.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { superAdminPassword } from './harness';

export interface ServerProcess {
  url: string;
  apiUrl: string;
  pid: number;
  close(): Promise<void>;
}

export function startServerProcess(env: { databaseUrl: string; jwtSecret: string; more?: Record<string, string> }): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'clinic-second-'));
  const child = spawn(resolve('node_modules/.bin/tsx'), [resolve('server/main.ts')], {
    env: { ...process.env, DATABASE_URL: env.databaseUrl, JWT_SECRET: env.jwtSecret, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: '', ADMIN_PASSWORD: superAdminPassword, ...env.more },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolvePromise, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`second server exited early (${code})`)));
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      // The server's JSON log line saying where it listens (observe/log.ts).
      const match = /"event":"listening".*?"url":"(http:\/\/[^"]+)"/.exec(out);
      if (!match) return;
      child.stdout.removeAllListeners('data');
      child.stdout.resume();
      const url = match[1]!;
      resolvePromise({
        url,
        apiUrl: `${url}/api/v1/`,
        pid: child.pid!,
        close: () => new Promise<void>((done) => {
          child.removeAllListeners('exit');
          child.once('exit', () => {
            rmSync(dataDir, { recursive: true, force: true });
            done();
          });
          child.kill('SIGTERM');
        }),
      });
    });
  });
}

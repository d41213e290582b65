// A real server in a child process over a prepared database, for the crash tests: the parent
// kills it with SIGKILL inside a crash window and starts another on the same data.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import type { TestDatabase } from './harness';

export interface ChildServer {
  url: string;
  apiUrl: string;
  pid: number;
  /** Resolves when the child prints this line (e.g. `paused:idempotency-reserved`). */
  printed(line: string): Promise<void>;
  /** Arms the pause at `point` from now on (as CLINIC_TEST_PAUSE would from the start). */
  pauseAt(point: string): Promise<void>;
  kill9(): Promise<void>;
  close(): Promise<void>;
}

export interface ChildFailure { code: number | null; stderr: string }

export function startChildServer(database: TestDatabase, env: Record<string, string> = {}): Promise<ChildServer> {
  // node itself with tsx's loader (not the tsx wrapper, whose child would outlive a kill -9).
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', resolve('tests/server/server-child.ts')], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl ?? '', ...env },
  });
  let out = '';
  let err = '';
  const waiters: { line: string; done: () => void }[] = [];
  let started = false;
  child.stderr!.on('data', (chunk: Buffer) => { err += chunk.toString(); });
  return new Promise((resolvePromise, reject) => {
    const exited = new Promise<void>((done) => child.once('exit', (code) => {
      if (!started) reject(Object.assign(new Error(`child server exited (${code}): ${err}`), { code, stderr: err } satisfies ChildFailure));
      done();
    }));
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      for (const waiter of [...waiters]) {
        if (out.split('\n').includes(waiter.line)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.done();
        }
      }
      const line = out.split('\n').find((l) => l.startsWith('{"url"'));
      if (!line) return;
      if (started) return;
      started = true;
      const { url } = JSON.parse(line) as { url: string };
      const printed = (wanted: string) => (out.split('\n').includes(wanted) ? Promise.resolve() : new Promise<void>((done) => waiters.push({ line: wanted, done })));
      resolvePromise({
        url,
        apiUrl: `${url}/api/v1/`,
        pid: child.pid!,
        printed,
        pauseAt(point) {
          child.stdin!.write(`pause ${point}\n`);
          return printed(`armed:${point}`);
        },
        async kill9() {
          child.kill('SIGKILL');
          await exited;
        },
        async close() {
          child.stdin!.end();
          await exited;
        },
      });
    });
  });
}

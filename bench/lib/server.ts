// Starts bench/server-proc.ts as a child (tsx) and resolves with its URLs; stop() ends it.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface ChildServer {
  url: string;
  apiUrl: string;
  stop(): Promise<void>;
}

export function startChildServer(env: { staticDir?: string; pgUrl?: string } = {}): Promise<ChildServer> {
  const child = spawn('node_modules/.bin/tsx', ['bench/server-proc.ts'], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_STATIC_DIR: env.staticDir ?? '', BENCH_PG_URL: env.pgUrl ?? '' },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    const timer = setTimeout(() => reject(new Error('bench server did not start in 120 s')), 120_000);
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    lines.on('line', (line) => {
      if (!line.startsWith('{')) return;
      clearTimeout(timer);
      const { url, apiUrl } = JSON.parse(line) as { url: string; apiUrl: string };
      resolve({
        url, apiUrl,
        async stop() {
          child.stdin!.end();
          const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
          await exited;
          clearTimeout(killer);
        },
      });
    });
  });
}

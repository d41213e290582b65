// Starts bench/server-proc.ts as a child (tsx) and resolves with its URLs; stop() ends it.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface ChildServer {
  url: string;
  apiUrl: string;
  /** With seedClients: the list total after seeding, and how long seeding took. */
  seeded?: number;
  seedSeconds?: number;
  stop(): Promise<void>;
}

export function startChildServer(env: { staticDir?: string; pgUrl?: string; seedClients?: number } = {}): Promise<ChildServer> {
  const child = spawn('node_modules/.bin/tsx', ['bench/server-proc.ts'], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_STATIC_DIR: env.staticDir ?? '', BENCH_PG_URL: env.pgUrl ?? '', BENCH_SEED_CLIENTS: String(env.seedClients ?? 0) },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    const timer = setTimeout(() => reject(new Error('bench server did not start in 120 s')), 120_000);
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    lines.on('line', (line) => {
      if (!line.startsWith('{')) return;
      clearTimeout(timer);
      const { url, apiUrl, seeded, seedSeconds } = JSON.parse(line) as Pick<ChildServer, 'url' | 'apiUrl' | 'seeded' | 'seedSeconds'>;
      resolve({
        url, apiUrl, seeded, seedSeconds,
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

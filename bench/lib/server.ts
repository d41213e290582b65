// Starts bench/server-proc.ts as a child (tsx) and resolves with its URLs; stop() ends it.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface ChildServer {
  url: string;
  apiUrl: string;
  /** With seedClients: the list total after seeding, and how long seeding took. */
  seeded?: number;
  seedSeconds?: number;
  /** With `https`: the app's https address and the clinic authority's certificate file. */
  httpsUrl?: string;
  caFile?: string;
  stop(): Promise<void>;
}

export function startChildServer(env: { staticDir?: string; pgUrl?: string; seedClients?: number; https?: boolean } = {}): Promise<ChildServer> {
  const child = spawn('node_modules/.bin/tsx', ['bench/server-proc.ts'], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_STATIC_DIR: env.staticDir ?? '', BENCH_PG_URL: env.pgUrl ?? '', BENCH_SEED_CLIENTS: String(env.seedClients ?? 0), BENCH_HTTPS: env.https ? '1' : '' },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    // Seeding is part of the start: 100,000 clients on PGlite took past 120 s on a loaded machine.
    const limitSeconds = 120 + Math.ceil((env.seedClients ?? 0) / 400);
    const timer = setTimeout(() => reject(new Error(`bench server did not start in ${limitSeconds} s`)), limitSeconds * 1000);
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    lines.on('line', (line) => {
      if (!line.startsWith('{')) return;
      clearTimeout(timer);
      const { url, apiUrl, seeded, seedSeconds, httpsUrl, caFile } = JSON.parse(line) as Pick<ChildServer, 'url' | 'apiUrl' | 'seeded' | 'seedSeconds' | 'httpsUrl' | 'caFile'>;
      resolve({
        url, apiUrl, seeded, seedSeconds, httpsUrl, caFile,
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

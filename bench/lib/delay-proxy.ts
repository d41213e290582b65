// Starts the delay link (delay-link.ts) as a child process in front of the bench server and talks
// to it: its origin for the page, its byte counts, stop().
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface DelayProxy {
  /** The server's origin as seen through the link, e.g. http://127.0.0.1:40123 */
  origin: string;
  apiUrl: string;
  stats(): Promise<{ up: number; down: number; connections: number }>;
  stop(): Promise<void>;
}

export function startDelayProxy(serverUrl: string, link: { rttMs: number; bitsPerSecond?: number }): Promise<DelayProxy> {
  const target = new URL(serverUrl);
  const child = spawn('node_modules/.bin/tsx', ['bench/lib/delay-proxy-proc.ts', target.port, String(link.rttMs), String(link.bitsPerSecond ?? 0)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = createInterface({ input: child.stdout! });
  const waiting: Array<(line: string) => void> = [];
  lines.on('line', (line) => waiting.shift()?.(line));
  const nextLine = () => new Promise<string>((resolve) => waiting.push(resolve));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('delay proxy did not start in 60 s')), 60_000);
    child.once('exit', (code) => reject(new Error(`delay proxy exited (${code})`)));
    void nextLine().then((line) => {
      clearTimeout(timer);
      const { port } = JSON.parse(line) as { port: number };
      const origin = `http://127.0.0.1:${port}`;
      resolve({
        origin,
        apiUrl: `${origin}/api/v1/`,
        async stats() {
          const answer = nextLine();
          child.stdin!.write('stats\n');
          return JSON.parse(await answer) as { up: number; down: number; connections: number };
        },
        async stop() {
          child.stdin!.end();
          const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          await exited;
          clearTimeout(killer);
        },
      });
    });
  });
}

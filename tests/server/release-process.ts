// A release of this tree (`npm run release`), unpacked in a temporary folder with no node_modules
// above it, and its server started there as a clinic starts it: `npm start` (or plain node).
// Every stdout line is kept; stop() signals the very pid started and waits for it to exit.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** Builds the release archive and unpacks it; returns the archive and the unpacked folder. */
export function unpackedRelease(): { archive: string; folder: string; parent: string } {
  const parent = mkdtempSync(join(tmpdir(), 'clinic-release-'));
  const built = spawnSync(process.execPath, [resolve('scripts/release.mjs'), '--out', join(parent, 'out')], { stdio: ['ignore', 'pipe', 'inherit'] });
  if (built.status !== 0) throw new Error(`npm run release failed (${built.status})`);
  const archive = join(parent, 'out', readdirSync(join(parent, 'out')).find((name) => name.endsWith('.tar.gz'))!);
  mkdirSync(join(parent, 'run'));
  const untar = spawnSync('tar', ['-xzf', archive, '-C', join(parent, 'run')]);
  if (untar.status !== 0) throw new Error('tar -x failed');
  return { archive, folder: join(parent, 'run', readdirSync(join(parent, 'run'))[0]!), parent };
}

export interface ReleaseServer {
  url: string;
  pid: number;
  /** Every line printed on stdout so far. */
  lines: string[];
  stderr(): string;
  /** Resolves once a stdout line holds `text`. */
  printed(text: string): Promise<void>;
  signal(name: NodeJS.Signals): void;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `command` (e.g. ['npm', '--silent', 'start']) in `folder`; resolves on its `listening` line. */
export function startRelease(folder: string, command: string[], env: Record<string, string>): Promise<ReleaseServer> {
  const child: ChildProcess = spawn(command[0]!, command.slice(1), { cwd: folder, env: { ...process.env, PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  let partial = '';
  let err = '';
  const waiters: { text: string; done: () => void }[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => child.once('exit', (code, signal) => done({ code, signal })));
  child.stderr!.on('data', (chunk: Buffer) => { err += chunk.toString(); });
  child.stdout!.on('data', (chunk: Buffer) => {
    const parts = (partial + chunk.toString()).split('\n');
    partial = parts.pop()!;
    lines.push(...parts);
    for (const waiter of [...waiters]) if (lines.some((line) => line.includes(waiter.text))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.done();
    }
  });
  const printed = (text: string) => (lines.some((line) => line.includes(text)) ? Promise.resolve() : new Promise<void>((done) => waiters.push({ text, done })));
  return new Promise((resolvePromise, reject) => {
    void exited.then(({ code }) => reject(new Error(`the release's server exited (${code}) before listening: ${err}`)));
    void printed('"event":"listening"').then(() => {
      const { url } = JSON.parse(lines.find((line) => line.includes('"event":"listening"'))!) as { url: string };
      resolvePromise({ url, pid: child.pid!, lines, stderr: () => err, printed, signal: (name) => child.kill(name), exited });
    });
  });
}

/** The pids whose parent is `pid` (Linux /proc). */
export function childrenOf(pid: number): number[] {
  return readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number).filter((candidate) => {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${candidate}/stat`, 'utf8');
    } catch {
      return false; // it ended between the listing and the read: no one's child any more
    }
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
  });
}

export const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

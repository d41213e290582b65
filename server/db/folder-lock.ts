// One server process per PGlite folder: two would each keep their own copy of the database in
// memory and overwrite each other's files (acknowledged writes lost). The lock is a file beside
// the folder naming its holder (host, pid) and refreshed every few seconds; a holder that is
// gone — a dead pid on this host, or silence past the stale time — is taken over, so a kill -9
// never blocks the next start.
import { mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';

const heartbeatMs = 5_000;
const staleMs = 30_000;

interface Holder { host: string; pid: number }

export class FolderInUse extends Error {
  constructor(folder: string, holder: Holder) {
    super(`The database folder ${folder} is in use by another server process (pid ${holder.pid} on ${holder.host}). `
      + 'Stop that server first, or start this one with another DATA_DIR.');
    this.name = 'FolderInUse';
  }
}

function holderOf(file: string): Holder | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Holder;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isGone(file: string, holder: Holder | undefined): boolean {
  if (!holder) return true;
  if (holder.host === hostname()) return holder.pid === process.pid || !isAlive(holder.pid);
  try {
    return Date.now() - statSync(file).mtimeMs > staleMs;
  } catch {
    return true;
  }
}

export async function lockFolder(folder: string): Promise<{ release(): void }> {
  const file = `${folder}.lock`;
  const me: Holder = { host: hostname(), pid: process.pid };
  mkdirSync(dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(file, JSON.stringify(me), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(file);
      if (!isGone(file, holder)) throw new FolderInUse(folder, holder!);
      rmSync(file, { force: true });
      continue;
    }
    // Two starters taking over one stale lock: the last writer wins, the other sees it and retries.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const holder = holderOf(file);
    if (holder?.pid !== me.pid || holder.host !== me.host) continue;
    const beat = setInterval(() => {
      const now = new Date();
      try { utimesSync(file, now, now); } catch { /* removed under us: the next start decides */ }
    }, heartbeatMs);
    beat.unref();
    return {
      release() {
        clearInterval(beat);
        if (holderOf(file)?.pid === me.pid) rmSync(file, { force: true });
      },
    };
  }
  throw new FolderInUse(folder, holderOf(file) ?? me);
}

// Uploaded images on disk under server-chosen names: 32 lowercase hex characters and the real
// extension. Lowercase matters: /api/v1 paths are matched in lowercase. Readable by the server's
// user only. A new file is written under a pending name (with the writer's pid) and renamed once
// its record commits; the start-up sweep finishes or removes what a killed process left.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ImageKind } from './image-type';

export const storedNamePattern = /^[0-9a-f]{32}\.(jpg|png)$/;
const pendingPattern = /^\.pending-(\d+)-([0-9a-f]{32}\.(?:jpg|png))$/;

export interface StagedFile {
  name: string;
  /** Gives the file its stored name (after the record's commit). */
  keep(): void;
  discard(): void;
}

export function stageFile(filesDir: string, bytes: Uint8Array, kind: ImageKind): StagedFile {
  mkdirSync(filesDir, { recursive: true, mode: 0o700 });
  const name = `${randomBytes(16).toString('hex')}.${kind.extension}`;
  const pending = join(filesDir, `.pending-${process.pid}-${name}`);
  writeFileSync(pending, bytes, { flag: 'wx', mode: 0o600 });
  return {
    name,
    keep: () => renameSync(pending, join(filesDir, name)),
    discard: () => rmSync(pending, { force: true }),
  };
}

export function readStoredFile(filesDir: string, name: string): Buffer | undefined {
  if (!storedNamePattern.test(name)) return undefined;
  const path = join(filesDir, name);
  return existsSync(path) ? readFileSync(path) : undefined;
}

export function removeFiles(filesDir: string, names: readonly string[]): void {
  for (const name of names) if (storedNamePattern.test(name)) rmSync(join(filesDir, name), { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Pending files of dead writers: renamed when a record names them (killed between commit and
 * rename), removed otherwise (killed before the commit). `named` is asked after the listing, so
 * a file committed meanwhile by a live process is never taken for an orphan. */
export async function sweepPendingFiles(filesDir: string, named: (names: string[]) => Promise<Set<string>>): Promise<void> {
  if (!existsSync(filesDir)) return;
  const orphans = readdirSync(filesDir).flatMap((entry) => {
    const match = pendingPattern.exec(entry);
    return match && (Number(match[1]) === process.pid || !isAlive(Number(match[1]))) ? [{ entry, name: match[2]! }] : [];
  });
  if (orphans.length === 0) return;
  const kept = await named(orphans.map((orphan) => orphan.name));
  for (const { entry, name } of orphans) {
    if (kept.has(name)) renameSync(join(filesDir, entry), join(filesDir, name));
    else rmSync(join(filesDir, entry), { force: true });
  }
}

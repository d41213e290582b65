// Writes a build into a folder beside dist/ and renames it into place, so whatever reads dist/ (a
// second `npm start` in the same folder serving it) finds the old build or the new one, never a
// half-written one. Two builds at once both end in a complete dist/: the later rename wins.
import { randomBytes } from 'node:crypto';
import { readdir, rename, rm, utimes, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { buildStamp } from './build-freshness';

/** Builds the app into `outDir` (a folder that does not exist yet). */
export type BuildInto = (outDir: string) => Promise<void>;

const siblingPattern = /\.(building|old)-(\d+)-[0-9a-f]+$/;

function sibling(distDir: string, kind: 'building' | 'old'): string {
  return `${distDir}.${kind}-${process.pid}-${randomBytes(4).toString('hex')}`;
}

const hasCode = (error: unknown, ...codes: string[]) =>
  typeof error === 'object' && error !== null && codes.includes((error as { code?: string }).code ?? '');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return hasCode(error, 'EPERM'); // someone else's process: alive
  }
}

/** Removes the folders a killed build left beside dist/ (its process is gone). */
export async function sweepLeftovers(distDir: string): Promise<void> {
  const prefix = `${basename(distDir)}.`;
  const names = await readdir(dirname(distDir)).catch(() => [] as string[]);
  await Promise.all(names.map(async (name) => {
    const match = name.startsWith(prefix) ? siblingPattern.exec(name) : null;
    if (match && !isAlive(Number(match[2]))) await rm(join(dirname(distDir), name), { recursive: true, force: true });
  }));
}

/** rename() replaces only a missing or empty folder: move the current dist/ aside and try again. */
async function moveIntoPlace(building: string, distDir: string): Promise<void> {
  const asides: string[] = [];
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await rename(building, distDir);
        return;
      } catch (error) {
        if (!hasCode(error, 'ENOTEMPTY', 'EEXIST') || attempt > 20) throw error;
      }
      const aside = sibling(distDir, 'old');
      try {
        await rename(distDir, aside);
        asides.push(aside);
      } catch (error) {
        if (!hasCode(error, 'ENOENT')) throw error; // another build moved it first
      }
    }
  } finally {
    await Promise.all(asides.map((aside) => rm(aside, { recursive: true, force: true })));
  }
}

export async function buildAtomically(distDir: string, build: BuildInto, startedAt = Date.now()): Promise<void> {
  await sweepLeftovers(distDir);
  const building = sibling(distDir, 'building');
  try {
    await build(building);
    // The stamp carries the build's start: a source saved while it ran is newer, so the next
    // start builds again.
    const stamp = join(building, buildStamp);
    await writeFile(stamp, `${new Date(startedAt).toISOString()}\n`);
    await utimes(stamp, new Date(startedAt), new Date(startedAt));
    await moveIntoPlace(building, distDir);
  } finally {
    await rm(building, { recursive: true, force: true });
  }
}

// One consistent moment of the embedded database and its photos. While the server's queries and
// transactions wait (PGlite has one connection; open.ts `paused`), the database is checkpointed
// and dumped and every photo is hard-linked into a folder of its own: photos are written once
// under new names and only ever removed, so the links hold exactly the photos of that moment,
// and the slow part (encrypting and writing megabytes per photo) runs after the writes resume.
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export type Pause = <T>(work: (dump: () => Promise<Blob>) => Promise<T>) => Promise<T>;

export interface Snapshot {
  database: Uint8Array;
  /** The photos' folder of the snapshot and the names in it (stored and pending). */
  photosDir: string;
  photos: string[];
  takenAt: Date;
  /** How long the server's queries waited for it. */
  pausedMs: number;
  release(): void;
}

const pendingToStored = (name: string) => name.replace(/^\.pending-\d+-/, '');

/** Links (or, across file systems, copies) one photo; its name, or undefined when it is gone. */
function linkPhoto(filesDir: string, name: string, photosDir: string): string | undefined {
  try {
    linkSync(join(filesDir, name), join(photosDir, name));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    if (code === 'EEXIST') return name;
    if (code !== 'EXDEV') throw error;
    // FILES_DIR on another file system: a copy, still while writes wait.
    copyFileSync(join(filesDir, name), join(photosDir, name));
  }
  return name;
}

export async function takeSnapshot(pause: Pause, filesDir: string): Promise<Snapshot> {
  const photosDir = `${filesDir}.backup-${process.pid}-${Date.now()}`;
  rmSync(photosDir, { recursive: true, force: true });
  mkdirSync(photosDir, { recursive: true, mode: 0o700 });
  try {
    let pausedAt = 0;
    const { dump, photos, takenAt, pausedMs } = await pause(async (dumpDataDir) => {
      pausedAt = performance.now();
      const blob = await dumpDataDir();
      const names = existsSync(filesDir) ? readdirSync(filesDir) : [];
      const kept = new Set<string>();
      for (const name of names) {
        // An upload's rename after its commit runs outside the database's lock: a pending name
        // listed may be gone, under its stored name (kept) or discarded (nothing to keep).
        const linked = linkPhoto(filesDir, name, photosDir) ?? linkPhoto(filesDir, pendingToStored(name), photosDir);
        if (linked) kept.add(linked);
      }
      return { dump: blob, photos: [...kept], takenAt: new Date(), pausedMs: Math.round(performance.now() - pausedAt) };
    });
    return {
      database: new Uint8Array(await dump.arrayBuffer()), photosDir, photos, takenAt, pausedMs,
      release: () => rmSync(photosDir, { recursive: true, force: true }),
    };
  } catch (error) {
    rmSync(photosDir, { recursive: true, force: true });
    throw error;
  }
}

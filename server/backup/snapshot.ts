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
      for (const name of names) {
        try {
          linkSync(join(filesDir, name), join(photosDir, name));
        } catch (error) {
          // Another file system (FILES_DIR elsewhere): a copy, still while writes wait.
          if ((error as NodeJS.ErrnoException).code === 'EXDEV') copyFileSync(join(filesDir, name), join(photosDir, name));
          else throw error;
        }
      }
      return { dump: blob, photos: names, takenAt: new Date(), pausedMs: Math.round(performance.now() - pausedAt) };
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

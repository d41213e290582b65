// One backup of the embedded database: a consistent snapshot, written encrypted, then read back
// and checked (decrypted, every checksum, the manifest complete) when this machine holds the key.
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { writeArchive, type ArchiveSource } from './archive-write';
import { databaseEntry } from './archive-format';
import { readArchive } from './archive-read';
import { decrypterFor, encrypterFor, type BackupKeyOptions } from './keys';
import { takeSnapshot, type Pause } from './snapshot';

export interface BackupResult {
  file: string;
  bytes: number;
  photos: number;
  takenAt: string;
  /** Read back and checked; false only when the key to read it is kept off this machine. */
  verified: boolean;
  /** How long the server's writes waited for the snapshot. */
  pausedMs: number;
}

export async function takeBackup(pause: Pause, filesDir: string, file: string, keys: BackupKeyOptions): Promise<BackupResult> {
  const encrypter = encrypterFor(keys);
  const decrypter = decrypterFor(keys);
  const snapshot = await takeSnapshot(pause, filesDir);
  let bytes: number;
  try {
    const sources: ArchiveSource[] = [
      { name: databaseEntry, bytes: snapshot.database },
      ...snapshot.photos.map((name) => ({ name: `files/${name}`, path: join(snapshot.photosDir, name) })),
    ];
    bytes = await writeArchive(file, sources, encrypter, { format: 2, takenAt: snapshot.takenAt.toISOString(), database: 'pglite' });
  } finally {
    snapshot.release();
  }
  if (decrypter) {
    try {
      const manifest = await readArchive(file, decrypter);
      if (manifest.entries.length !== snapshot.photos.length + 1) throw new Error('the archive read back does not hold every entry written');
    } catch (error) {
      // Never leave a file that looks like a backup but does not restore.
      rmSync(file, { force: true });
      throw error;
    }
  }
  return { file, bytes, photos: snapshot.photos.length, takenAt: snapshot.takenAt.toISOString(), verified: decrypter !== undefined, pausedMs: snapshot.pausedMs };
}

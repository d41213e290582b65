// Restores a checked archive into a temporary folder beside DATA_DIR, then renames its parts into
// place: a failure at any step leaves DATA_DIR as it was and the next try starts clean. The
// restored database's sign-ins are revoked (the token secret was never in the archive; a new one
// is made at start), so nothing taken from a backup signs anyone in, and tablets sign in again.
import { createWriteStream, existsSync, mkdirSync, openAsBlob, readdirSync, renameSync, rmSync, rmdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import type { Decrypter } from 'age-encryption';
import { databaseEntry, photoOf } from './archive-format';
import { readArchive } from './archive-read';

export interface RestoreTarget { dataDir: string; pgliteDir: string; filesDir: string }

/** Folders a killed restore left (named with its pid): never in the way, removed on the next try. */
function sweepLeftovers(dataDir: string): void {
  const parent = dirname(dataDir);
  if (!existsSync(parent)) return;
  const prefix = `${basename(dataDir)}.restoring-`;
  for (const name of readdirSync(parent)) if (name.startsWith(prefix)) rmSync(join(parent, name), { recursive: true, force: true });
}

async function settle(work: string): Promise<{ photos: number; clients: number }> {
  mkdirSync(join(work, 'pglite'));
  const database = await PGlite.create(join(work, 'pglite'), { loadDataDir: await openAsBlob(join(work, 'database.tar.gz')) });
  try {
    await database.exec('UPDATE tokens SET revoked_at = now() WHERE revoked_at IS NULL');
    // Uploads the snapshot caught between their file and their commit: kept when a row names them.
    const pending = readdirSync(join(work, 'pending'));
    const named = pending.length === 0 ? [] : (await database.query<{ name: string }>(`SELECT data->>'fileName' AS name FROM records
      WHERE kind IN ('document', 'personalDocument') AND data->>'fileName' = ANY($1)`, [pending])).rows.map((row) => row.name);
    for (const name of named) renameSync(join(work, 'pending', name), join(work, 'files', name));
    const clients = Number((await database.query<{ n: number }>('SELECT count(*)::int AS n FROM clients')).rows[0]!.n);
    return { photos: readdirSync(join(work, 'files')).length, clients };
  } finally {
    await database.close();
    rmSync(join(work, 'pending'), { recursive: true, force: true });
    rmSync(join(work, 'database.tar.gz'), { force: true });
  }
}

function moveInto(from: string, to: string): void {
  if (existsSync(to)) rmdirSync(to); // empty: checked before anything was written
  mkdirSync(dirname(to), { recursive: true });
  renameSync(from, to);
}

export async function restoreInto(file: string, decrypter: Decrypter, target: RestoreTarget): Promise<{ photos: number; clients: number }> {
  await readArchive(file, decrypter);
  sweepLeftovers(target.dataDir);
  const work = `${target.dataDir}.restoring-${process.pid}`;
  mkdirSync(join(work, 'files'), { recursive: true, mode: 0o700 });
  mkdirSync(join(work, 'pending'), { mode: 0o700 });
  try {
    // Read and checked again while written: the file may have changed since the first pass.
    await readArchive(file, decrypter, async (name, pieces) => {
      const photo = photoOf(name);
      const path = name === databaseEntry ? join(work, 'database.tar.gz') : join(work, photo!.pending ? 'pending' : 'files', photo!.name);
      await pipeline(Readable.from(pieces), createWriteStream(path, { flags: 'wx', mode: 0o600 }));
    });
    const counts = await settle(work);
    moveInto(join(work, 'pglite'), target.pgliteDir);
    moveInto(join(work, 'files'), target.filesDir);
    return counts;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

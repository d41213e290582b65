// Writes a backup archive: one age-encrypted stream (the clinic's passphrase or an age recipient)
// holding entries of (name, size, bytes) and, last, a manifest with every entry's size and SHA-256.
// One stream, not one encryption per entry: age authenticates each 64 KiB chunk and marks the
// last, so a flipped byte or a cut anywhere fails decryption, memory stays at one chunk however
// many photos there are, and a passphrase costs one scrypt per archive rather than one per photo.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, fsyncSync, openSync, closeSync, renameSync, rmSync, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadable } from 'node:stream/web';
import type { Encrypter } from 'age-encryption';
import { archiveMagic, entryHead, manifestName, type Manifest } from './archive-format';

export interface ArchiveSource {
  name: string;
  /** A file on disk (a photo), or bytes already in memory (the database's dump). */
  path?: string;
  bytes?: Uint8Array;
}

async function* plaintext(sources: ArchiveSource[], manifest: Manifest): AsyncGenerator<Uint8Array> {
  yield archiveMagic;
  for (const source of sources) {
    const size = source.bytes ? source.bytes.length : statSync(source.path!).size;
    const hash = createHash('sha256');
    yield entryHead(source.name, size);
    let written = 0;
    const pieces: AsyncIterable<Uint8Array> | Iterable<Uint8Array> = source.bytes ? [source.bytes] : createReadStream(source.path!);
    for await (const piece of pieces) {
      hash.update(piece);
      written += piece.length;
      yield piece;
    }
    // A snapshot's files never change; one that did would make an archive that cannot be read.
    if (written !== size) throw new Error(`${source.name} changed while it was being backed up`);
    manifest.entries.push({ name: source.name, size, sha256: hash.digest('hex') });
  }
  const body = Buffer.from(JSON.stringify(manifest), 'utf8');
  yield entryHead(manifestName, body.length);
  yield body;
}

/** Writes FILE (never over an existing one) through a temporary name; resolves with its size. */
export async function writeArchive(file: string, sources: ArchiveSource[], encrypter: Encrypter, about: Omit<Manifest, 'entries'>): Promise<number> {
  if (existsSync(file)) throw new Error(`${file} already exists; choose a new file name`);
  const partial = `${file}.partial-${process.pid}`;
  const manifest: Manifest = { ...about, entries: [] };
  try {
    const clear = Readable.toWeb(Readable.from(plaintext(sources, manifest))) as unknown as ReadableStream<Uint8Array>;
    const encrypted = await encrypter.encrypt(clear);
    await pipeline(Readable.fromWeb(encrypted as unknown as WebReadable<Uint8Array>), createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    const fd = openSync(partial, 'r');
    try { fsyncSync(fd); } finally { closeSync(fd); }
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return statSync(file).size;
}

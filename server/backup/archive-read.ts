// Reads a backup archive back: decrypts it as one stream, checks every entry's size and SHA-256
// against the manifest at its end and that the manifest names every entry and nothing more. An
// entry's bytes go to `onEntry` as they are read; a caller that must write nothing before the
// whole archive checks out reads it twice (restore.ts): once to check, once to write.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import type { Decrypter } from 'age-encryption';
import { archiveMagic, databaseEntry, manifestName, photoOf, type Manifest, type ManifestEntry } from './archive-format';
import { ByteReader } from './byte-reader';

/** Why an archive cannot be restored, in words for the operator. */
export class BackupUnreadable extends Error {}

const damaged = 'the backup file is damaged or cut short: its encrypted content does not check out';

function plainWordsFor(error: unknown): BackupUnreadable {
  if (error instanceof BackupUnreadable) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/no identity matched/.test(message)) return new BackupUnreadable('the passphrase or the age identity given does not open this backup');
  if (/header|intro|invalid version|stanza|not an age/i.test(message)) return new BackupUnreadable('this file is not a backup made by npm run backup, or its header is damaged');
  return new BackupUnreadable(damaged);
}

/** A failure of the caller's sink, passed through as it was. */
class SinkFailure extends Error {
  constructor(readonly original: unknown) { super('sink'); }
}

export type EntrySink = (name: string, pieces: AsyncIterable<Buffer>) => Promise<void>;

async function readEntries(reader: ByteReader, onEntry: EntrySink | undefined): Promise<Manifest> {
  const magic = await reader.exactly(archiveMagic.length);
  if (!magic?.equals(archiveMagic)) throw new BackupUnreadable('this file is not a backup made by npm run backup (format 2)');
  const seen: ManifestEntry[] = [];
  for (;;) {
    const head = await reader.exactly(12);
    if (!head) throw new BackupUnreadable(`${damaged} (it ends before its manifest)`);
    const name = (await reader.exactly(head.readUInt32BE(0)))?.toString('utf8') ?? '';
    const size = Number(head.readBigUInt64BE(4));
    if (name === manifestName) {
      const parts: Buffer[] = [];
      for await (const piece of reader.pieces(size)) parts.push(piece);
      const body = Buffer.concat(parts);
      if (!(await reader.atEnd())) throw new BackupUnreadable(`${damaged} (bytes after its manifest)`);
      return checkManifest(JSON.parse(body.toString('utf8')) as Manifest, seen);
    }
    if (name !== databaseEntry && !photoOf(name)) throw new BackupUnreadable(`the backup holds an entry no backup writes: ${JSON.stringify(name)}`);
    const hash = createHash('sha256');
    let readFailure: unknown;
    const hashed = (async function* () {
      try {
        for await (const piece of reader.pieces(size)) {
          hash.update(piece);
          yield piece;
        }
      } catch (error) {
        readFailure = error;
        throw error;
      }
    })();
    if (onEntry) {
      try {
        await onEntry(name, hashed);
      } catch (error) {
        // The sink's own failure (a full disk) is not the archive's fault: say it as it is.
        throw readFailure ?? (error instanceof BackupUnreadable ? error : new SinkFailure(error));
      }
    }
    for await (const _rest of hashed) { /* what the sink left unread still counts */ }
    seen.push({ name, size, sha256: hash.digest('hex') });
  }
}

function checkManifest(manifest: Manifest, seen: ManifestEntry[]): Manifest {
  if (manifest.format !== 2 || !Array.isArray(manifest.entries)) throw new BackupUnreadable('the backup\'s manifest is not one this version reads');
  const listed = new Map(manifest.entries.map((entry) => [entry.name, entry]));
  if (listed.size !== seen.length) throw new BackupUnreadable(`the manifest lists ${listed.size} entries, the backup holds ${seen.length}`);
  for (const entry of seen) {
    const expected = listed.get(entry.name);
    if (!expected) throw new BackupUnreadable(`${entry.name} is in the backup but not in its manifest`);
    if (expected.size !== entry.size || expected.sha256 !== entry.sha256) throw new BackupUnreadable(`${entry.name} does not match its checksum`);
  }
  if (!listed.has(databaseEntry)) throw new BackupUnreadable('the backup holds no database');
  return manifest;
}

/** Decrypts and checks the whole archive; throws BackupUnreadable saying why it cannot be used. */
export async function readArchive(file: string, decrypter: Decrypter, onEntry?: EntrySink): Promise<Manifest> {
  if (!existsSync(file)) throw new BackupUnreadable(`${file} does not exist`);
  try {
    const encrypted = Readable.toWeb(createReadStream(file)) as unknown as ReadableStream<Uint8Array>;
    const decrypted = await decrypter.decrypt(encrypted);
    return await readEntries(new ByteReader(decrypted), onEntry);
  } catch (error) {
    if (error instanceof SinkFailure) throw error.original;
    if (error instanceof RangeError) throw new BackupUnreadable(`${damaged} (it is cut short)`);
    if (error instanceof SyntaxError) throw new BackupUnreadable('the backup\'s manifest is damaged');
    throw plainWordsFor(error);
  }
}

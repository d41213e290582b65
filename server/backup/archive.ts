// The backup file of the embedded database: a short header, then entries of (name, bytes) — the
// PGlite data folder as PGlite dumps it, the token secret, and every uploaded photo. Written and
// read one entry at a time, so photos never sit in memory all at once.
import { closeSync, openSync, readSync, writeSync } from 'node:fs';

const magic = Buffer.from('CLINIC-BACKUP-1\n');

export function writeArchive(path: string, entries: Iterable<{ name: string; bytes: () => Uint8Array }>): number {
  const fd = openSync(path, 'wx', 0o600);
  let count = 0;
  try {
    writeSync(fd, magic);
    for (const entry of entries) {
      const name = Buffer.from(entry.name, 'utf8');
      const bytes = entry.bytes();
      const head = Buffer.alloc(12);
      head.writeUInt32BE(name.length, 0);
      head.writeBigUInt64BE(BigInt(bytes.length), 4);
      writeSync(fd, head);
      writeSync(fd, name);
      writeSync(fd, bytes);
      count += 1;
    }
  } finally {
    closeSync(fd);
  }
  return count;
}

function readExactly(fd: number, length: number): Buffer | undefined {
  const buffer = Buffer.alloc(length);
  let read = 0;
  while (read < length) {
    const n = readSync(fd, buffer, read, length - read, null);
    if (n === 0 && read === 0) return undefined;
    if (n === 0) throw new Error('the backup file is cut short');
    read += n;
  }
  return buffer;
}

export function* readArchive(path: string): Generator<{ name: string; bytes: Buffer }> {
  const fd = openSync(path, 'r');
  try {
    const head = readExactly(fd, magic.length);
    if (!head?.equals(magic)) throw new Error(`${path} is not a backup made by npm run backup`);
    for (;;) {
      const sizes = readExactly(fd, 12);
      if (!sizes) return;
      const name = readExactly(fd, sizes.readUInt32BE(0))!.toString('utf8');
      const bytes = readExactly(fd, Number(sizes.readBigUInt64BE(4))) ?? Buffer.alloc(0);
      yield { name, bytes };
    }
  } finally {
    closeSync(fd);
  }
}

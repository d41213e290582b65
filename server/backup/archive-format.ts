// The plaintext inside a backup's encryption: a magic line, then entries, each a 12-byte head
// (name length u32, size u64, big-endian), the name in UTF-8 and the bytes; the manifest last.
import { storedNamePattern } from '../files/store';

export const archiveMagic = Buffer.from('CLINIC-BACKUP-2\n');
export const manifestName = 'manifest.json';
export const databaseEntry = 'database/pglite.tar.gz';

export interface ManifestEntry { name: string; size: number; sha256: string }

export interface Manifest {
  format: 2;
  /** ISO time the snapshot was taken. */
  takenAt: string;
  database: 'pglite';
  entries: ManifestEntry[];
}

export function entryHead(name: string, size: number): Buffer {
  const bytes = Buffer.from(name, 'utf8');
  const head = Buffer.alloc(12);
  head.writeUInt32BE(bytes.length, 0);
  head.writeBigUInt64BE(BigInt(size), 4);
  return Buffer.concat([head, bytes]);
}

// A photo under its stored name, or under the pending name of an upload whose commit the
// snapshot may or may not hold (restore decides by the restored rows).
const pendingPattern = /^\.pending-\d+-([0-9a-f]{32}\.(?:jpg|png))$/;

/** The stored name of a photo entry, with whether it was still pending; undefined for a name
 *  no backup writes (a crafted archive cannot reach outside the photos folder). */
export function photoOf(entryName: string): { name: string; pending: boolean } | undefined {
  if (!entryName.startsWith('files/')) return undefined;
  const base = entryName.slice('files/'.length);
  if (storedNamePattern.test(base)) return { name: base, pending: false };
  const pending = pendingPattern.exec(base);
  return pending ? { name: pending[1]!, pending: true } : undefined;
}

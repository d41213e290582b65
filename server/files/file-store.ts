// Where uploaded photos live: on disk under FILES_DIR beside PGlite, in the `stored_files` table
// on PostgreSQL so that several server processes share them (issue 12 "past one machine").
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseKind, Sql } from '../db/sql';
import type { ImageKind } from './image-type';
import { readStoredFile, removeFiles, saveFile, storedNamePattern } from './store';

export interface FileStore {
  /** Stores the bytes under a new server-chosen name and answers it. */
  save(bytes: Uint8Array, kind: ImageKind): Promise<string>;
  read(name: string): Promise<Uint8Array | undefined>;
  remove(names: readonly string[]): Promise<void>;
}

export function diskFiles(filesDir: string): FileStore {
  return {
    save: async (bytes, kind) => saveFile(filesDir, bytes, kind),
    read: async (name) => readStoredFile(filesDir, name),
    remove: async (names) => removeFiles(filesDir, names),
  };
}

export function databaseFiles(db: Sql): FileStore {
  return {
    async save(bytes, kind) {
      const name = `${randomBytes(16).toString('hex')}.${kind.extension}`;
      await db.rows(sql`INSERT INTO stored_files (name, bytes) VALUES (${name}, ${Buffer.from(bytes)})`);
      return name;
    },
    async read(name) {
      if (!storedNamePattern.test(name)) return undefined;
      const row = await db.one<{ bytes: Uint8Array }>(sql`SELECT bytes FROM stored_files WHERE name = ${name}`);
      return row?.bytes;
    },
    async remove(names) {
      const valid = names.filter((name) => storedNamePattern.test(name));
      if (valid.length === 0) return;
      await db.rows(sql`DELETE FROM stored_files WHERE name IN (${sql.join(valid.map((name) => sql`${name}`), sql`, `)})`);
    },
  };
}

export function fileStoreFor(kind: DatabaseKind, db: Sql, filesDir: string): FileStore {
  return kind === 'postgresql' ? databaseFiles(db) : diskFiles(filesDir);
}

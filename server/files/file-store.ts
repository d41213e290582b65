// Where uploaded photos live: on disk under FILES_DIR beside PGlite, in the `stored_files` table
// on PostgreSQL so that several server processes share them (design.md: past one machine). Both
// follow the request's transaction: a new file counts only once its record commits, and a
// deleted one goes with its record's commit (on disk after it; in the table inside it).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseKind, Sql } from '../db/sql';
import type { ImageKind } from './image-type';
import { readStoredFile, removeFiles, stageFile, storedNamePattern } from './store';

export interface StagedUpload {
  name: string;
  /** The record that names it was written: keep it once the transaction commits. */
  keep(): void;
  /** Not needed after all (a repeated localId answered an earlier row). */
  drop(): Promise<void>;
}

export interface FileStore {
  /** Writes the bytes under a new server-chosen name inside `db`'s open transaction: they count
   * only once `keep` is called and the transaction commits; a rollback or a crash removes them. */
  stage(db: Sql, bytes: Uint8Array, kind: ImageKind): Promise<StagedUpload>;
  read(name: string): Promise<Uint8Array | undefined>;
  /** Removes the files of records deleted in the current transaction, with its commit. */
  removeWith(db: Sql, names: readonly string[]): Promise<void>;
}

export function diskFiles(filesDir: string): FileStore {
  return {
    async stage(db, bytes, kind) {
      const staged = stageFile(filesDir, bytes, kind);
      db.afterCommit(() => {}, staged.discard);
      return {
        name: staged.name,
        keep: () => db.afterCommit(staged.keep),
        drop: async () => staged.discard(),
      };
    },
    read: async (name) => readStoredFile(filesDir, name),
    removeWith: async (db, names) => db.afterCommit(() => removeFiles(filesDir, names)),
  };
}

export function databaseFiles(root: Sql): FileStore {
  const remove = async (db: Sql, names: readonly string[]) => {
    const valid = names.filter((name) => storedNamePattern.test(name));
    if (valid.length === 0) return;
    await db.rows(sql`DELETE FROM stored_files WHERE name IN (${sql.join(valid.map((name) => sql`${name}`), sql`, `)})`);
  };
  return {
    async stage(db, bytes, kind) {
      const name = `${randomBytes(16).toString('hex')}.${kind.extension}`;
      await db.rows(sql`INSERT INTO stored_files (name, bytes) VALUES (${name}, ${Buffer.from(bytes)})`);
      return { name, keep: () => {}, drop: () => remove(db, [name]) };
    },
    async read(name) {
      if (!storedNamePattern.test(name)) return undefined;
      const row = await root.one<{ bytes: Uint8Array }>(sql`SELECT bytes FROM stored_files WHERE name = ${name}`);
      return row?.bytes;
    },
    removeWith: (db, names) => remove(db, names),
  };
}

export function fileStoreFor(kind: DatabaseKind, db: Sql, filesDir: string): FileStore {
  return kind === 'postgresql' ? databaseFiles(db) : diskFiles(filesDir);
}

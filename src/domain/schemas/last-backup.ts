// The last backup the server took (GET Backup/last): SuperAdmin's «آخرین پشتیبان» card.
import * as v from 'valibot';

export const lastBackupResult = v.nullable(v.object({
  /** ISO time of the snapshot. */
  takenAt: v.string(),
  fileName: v.string(),
  bytes: v.number(),
  photos: v.number(),
  /** Read back and checked after writing. */
  verified: v.boolean(),
}));

export type LastBackup = v.InferOutput<typeof lastBackupResult>;

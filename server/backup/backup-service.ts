// The running server's backups: taken on the control channel's `backup` command and each night,
// one at a time; each recorded (table backups, for SuperAdmin's card), logged ('backup') and
// counted (metrics.lastBackup). On PostgreSQL the server takes none: its own tools do (recipe.ts).
import { basename } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Sql } from '../db/sql';
import { errorClassOf, type Logger } from '../observe/log';
import type { ServerMetrics } from '../observe/metrics';
import type { BackupKeyOptions } from './keys';
import { postgresRecipe } from './recipe';
import type { Pause } from './snapshot';
import { takeBackup, type BackupResult } from './take-backup';

/** A backup refused before anything was written, with the reason for the operator. */
export class BackupRefused extends Error {}

export interface LastBackup { takenAt: string; fileName: string; bytes: number; photos: number; verified: boolean }

export interface BackupService {
  take(file: string, trigger: 'nightly' | 'command'): Promise<BackupResult>;
  last(): Promise<LastBackup | undefined>;
}

export function backupService(options: { pause: Pause | undefined; filesDir: string; keys: BackupKeyOptions; sql: Sql; log: Logger; metrics: ServerMetrics }): BackupService {
  let running = false;
  const { log, metrics } = options;
  return {
    async take(file, trigger) {
      if (!options.pause) throw new BackupRefused(postgresRecipe);
      if (running) throw new BackupRefused('a backup is being taken right now; try again when it has finished');
      running = true;
      const started = performance.now();
      try {
        const result = await takeBackup(options.pause, options.filesDir, file, options.keys);
        await options.sql.rows(sql`INSERT INTO backups (taken_at, file_name, bytes, photos, verified, trigger)
          VALUES (${result.takenAt}, ${basename(file)}, ${result.bytes}, ${result.photos}, ${result.verified}, ${trigger})`);
        if (result.verified) metrics.lastBackup.set(Date.parse(result.takenAt) / 1000);
        log.info('backup', { trigger, bytes: result.bytes, photos: result.photos, verified: result.verified, pausedMs: result.pausedMs, ms: Math.round(performance.now() - started) });
        return result;
      } catch (error) {
        log.error('backup', { trigger, error: errorClassOf(error), ms: Math.round(performance.now() - started) });
        throw error;
      } finally {
        running = false;
      }
    },
    async last() {
      const row = await options.sql.one<{ taken_at: string | Date; file_name: string; bytes: string | number; photos: number; verified: boolean }>(
        sql`SELECT taken_at, file_name, bytes, photos, verified FROM backups ORDER BY taken_at DESC, id DESC LIMIT 1`);
      if (!row) return undefined;
      return { takenAt: new Date(row.taken_at).toISOString(), fileName: row.file_name, bytes: Number(row.bytes), photos: row.photos, verified: row.verified };
    },
  };
}

// The control channel's `backup` command (npm run backup while a server runs on DATA_DIR): the
// running server takes the snapshot, since it alone holds PGlite's folder.
import { isAbsolute } from 'node:path';
import type { Deps } from '../http/context';
import { BackupRefused } from '../backup/backup-service';
import { BackupKeyMissing } from '../backup/keys';
import { ControlRefusal } from './socket';

export function backupCommand(deps: Deps) {
  return async (body: unknown) => {
    const file = (body as { file?: unknown } | null)?.file;
    if (typeof file !== 'string' || !isAbsolute(file)) throw new ControlRefusal('backup needs {file}: an absolute path for the new backup file');
    try {
      return await deps.backup.take(file, 'command');
    } catch (error) {
      if (error instanceof BackupRefused || error instanceof BackupKeyMissing) throw new ControlRefusal(error.message);
      // Says which file could not be written and why (ENOENT, EEXIST, EACCES), never what it holds.
      if (error instanceof Error && /already exists|ENOENT|EACCES|EROFS|ENOSPC/.test(error.message)) throw new ControlRefusal(error.message);
      throw error;
    }
  };
}

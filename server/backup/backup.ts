// `npm run backup -- FILE`: an encrypted backup of the embedded database and its photos into a
// new FILE. With a server running on DATA_DIR it is taken by that server (the control channel),
// while it keeps serving; with none, this process opens the folder itself, under the same
// folder lock, so a server starting meanwhile waits its turn instead of sharing the files.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { configOf } from '../config';
import { callControl } from '../control/socket';
import { openDatabase } from '../db/open';
import { FolderInUse } from '../db/folder-lock';
import { backupKeysFromEnv, BackupKeyMissing, encrypterFor } from './keys';
import { postgresRecipe } from './recipe';
import { takeBackup, type BackupResult } from './take-backup';

const given = process.argv[2];
if (!given) {
  console.error('usage: npm run backup -- FILE');
  process.exit(2);
}
if (process.env.DATABASE_URL) {
  console.error(postgresRecipe);
  process.exit(2);
}
const file = resolve(given);
const config = configOf({ dataDir: process.env.DATA_DIR, filesDir: process.env.FILES_DIR });

async function byItself(): Promise<BackupResult> {
  const keys = backupKeysFromEnv(process.env);
  encrypterFor(keys);
  if (!existsSync(join(config.pgliteDir, 'PG_VERSION'))) {
    console.error(`[backup] no database in ${config.pgliteDir} and no server running on ${config.dataDir} (nothing was written)`);
    process.exit(2);
  }
  const database = await openDatabase({ pgliteDir: config.pgliteDir });
  try {
    return await takeBackup(database.paused!, config.filesDir, file, keys);
  } finally {
    await database.close();
  }
}

try {
  const answer = await callControl(config.dataDir, 'backup', { file });
  let result: BackupResult;
  if (answer.reached) {
    if (answer.status !== 200) {
      console.error(`[backup] the running server refused: ${answer.error ?? answer.status}`);
      process.exit(2);
    }
    result = answer.result as BackupResult;
  } else {
    result = await byItself();
  }
  const checked = result.verified ? 'read back and checked' : 'written (not read back: the key to read it is not on this machine)';
  console.log(`[backup] ${file}: the database and ${result.photos} photos, ${result.bytes} bytes, ${checked}${answer.reached ? ', taken by the running server' : ''}`);
} catch (error) {
  if (error instanceof BackupKeyMissing || error instanceof FolderInUse) {
    console.error(`[backup] ${error.message} (nothing was written)`);
    process.exit(2);
  }
  throw error;
}

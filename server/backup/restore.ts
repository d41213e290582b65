// `npm run restore -- FILE`: a backup made by `npm run backup` into a DATA_DIR with no database
// (it never overwrites: move the old folder aside first). The whole archive is decrypted and
// checked before anything is written; BACKUP_PASSPHRASE or BACKUP_AGE_IDENTITY_FILE opens it.
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { configOf } from '../config';
import { BackupUnreadable } from './archive-read';
import { BackupKeyMissing, backupKeysFromEnv, decrypterFor } from './keys';
import { postgresRecipe } from './recipe';
import { restoreInto } from './restore-into';

const given = process.argv[2];
if (!given) {
  console.error('usage: npm run restore -- FILE');
  process.exit(2);
}
if (process.env.DATABASE_URL) {
  console.error(postgresRecipe);
  process.exit(2);
}
const file = resolve(given);
const config = configOf({ dataDir: process.env.DATA_DIR, filesDir: process.env.FILES_DIR });
const notEmpty = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;
if (notEmpty(config.pgliteDir) || notEmpty(config.filesDir)) {
  console.error(`[restore] ${config.dataDir} already holds a database or photos; move DATA_DIR aside first (nothing was changed)`);
  process.exit(2);
}

try {
  const decrypter = decrypterFor(backupKeysFromEnv(process.env));
  if (!decrypter) throw new BackupKeyMissing('no key to open the backup');
  const { photos, clients } = await restoreInto(file, decrypter, config);
  console.log(`[restore] ${file} → ${config.dataDir}: ${clients} clients and ${photos} photos; every sign-in of the backup is revoked, so staff sign in again on each tablet`);
} catch (error) {
  if (error instanceof BackupUnreadable || error instanceof BackupKeyMissing) {
    console.error(`[restore] ${error.message}. Nothing was changed in ${config.dataDir}.`);
    process.exit(2);
  }
  throw error;
}

// `npm run restore -- FILE`: a backup made by `npm run backup` back into an empty DATA_DIR (the
// database, the token secret, the photos). It never overwrites: move the old folder aside first.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { configOf } from '../config';
import { readArchive } from './archive';
import { postgresRecipe } from './recipe';

const file = process.argv[2];
if (!file) throw new Error('usage: npm run restore -- FILE');
if (process.env.DATABASE_URL) {
  console.error(postgresRecipe);
  process.exit(2);
}
const config = configOf({ dataDir: process.env.DATA_DIR, filesDir: process.env.FILES_DIR });
if (existsSync(config.pgliteDir) && readdirSync(config.pgliteDir).length > 0) {
  console.error(`[restore] ${config.pgliteDir} already holds a database; move DATA_DIR aside first (nothing was changed)`);
  process.exit(2);
}

let photos = 0;
for (const entry of readArchive(file)) {
  if (entry.name === 'pglite.tar.gz') {
    mkdirSync(config.pgliteDir, { recursive: true });
    const database = await PGlite.create(config.pgliteDir, { loadDataDir: new Blob([new Uint8Array(entry.bytes)]) });
    await database.close();
  } else if (entry.name === 'jwt-secret') {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(join(config.dataDir, 'jwt-secret'), entry.bytes, { mode: 0o600 });
  } else if (entry.name.startsWith('files/')) {
    mkdirSync(config.filesDir, { recursive: true });
    // basename: a crafted archive cannot write outside the photos folder.
    writeFileSync(join(config.filesDir, basename(entry.name)), entry.bytes, { mode: 0o600 });
    photos += 1;
  }
}
console.log(`[restore] ${file} → ${config.dataDir}: the database and ${photos} photos`);

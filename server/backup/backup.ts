// `npm run backup -- FILE`: the embedded database (PGlite under DATA_DIR) with its token secret
// and every uploaded photo, into one new FILE. Run it while the server is stopped. With
// DATABASE_URL the data and photos are in PostgreSQL: use its own tools (README "Backup").
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { configOf } from '../config';
import { writeArchive } from './archive';
import { postgresRecipe } from './recipe';

const file = process.argv[2];
if (!file) throw new Error('usage: npm run backup -- FILE');
if (process.env.DATABASE_URL) {
  console.error(postgresRecipe);
  process.exit(2);
}
const config = configOf({ dataDir: process.env.DATA_DIR, filesDir: process.env.FILES_DIR });
if (!existsSync(join(config.pgliteDir, 'PG_VERSION'))) throw new Error(`no database in ${config.pgliteDir}`);

const database = await PGlite.create(config.pgliteDir);
const dump = new Uint8Array(await (await database.dumpDataDir('gzip')).arrayBuffer());
await database.close();

const photos = existsSync(config.filesDir) ? readdirSync(config.filesDir) : [];
const secret = join(config.dataDir, 'jwt-secret');
const count = writeArchive(file, [
  { name: 'pglite.tar.gz', bytes: () => dump },
  ...(existsSync(secret) ? [{ name: 'jwt-secret', bytes: () => readFileSync(secret) }] : []),
  ...photos.map((name) => ({ name: `files/${name}`, bytes: () => readFileSync(join(config.filesDir, name)) })),
]);
console.log(`[backup] ${file}: the database and ${photos.length} photos (${count} entries)`);

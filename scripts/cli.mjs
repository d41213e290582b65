// An operator command compiled: `node scripts/cli.mjs server/backup/backup.ts ARGS…` runs
// build/server/backup/backup.js (built first when the sources are here and newer), so the same
// package.json script works in the project and in a release, which has no TypeScript.
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBuild, serverOutDir } from './server-build.mjs';

const root = resolve(import.meta.dirname, '..');
const [source, ...rest] = process.argv.slice(2);
if (!source?.startsWith('server/') || !source.endsWith('.ts')) {
  process.stderr.write('usage: node scripts/cli.mjs server/FOLDER/COMMAND.ts [arguments]\n');
  process.exit(2);
}
// A command's own output is its answer: the build says nothing on stdout here.
ensureServerBuild(root, () => {});
const compiled = join(serverOutDir(root), relative('server', source).replace(/\.ts$/, '.js'));
if (!existsSync(compiled)) {
  process.stderr.write(`${compiled} is not built: is ${source} under a command folder of vite.server.config.ts?\n`);
  process.exit(2);
}
// The command reads its arguments from process.argv as if started directly.
process.argv = [process.argv[0], compiled, ...rest];
await import(pathToFileURL(compiled).href);

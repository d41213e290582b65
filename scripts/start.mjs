// `npm start`: the compiled server, with the app built first where the sources are (a release has
// them built already). The server runs in this very process (package.json execs it), so the
// SIGTERM systemd or npm sends reaches it and drains it (server/main.ts).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBuild, logLine, serverOutDir } from './server-build.mjs';

const root = resolve(import.meta.dirname, '..');
ensureServerBuild(root, logLine);
const compiled = serverOutDir(root);
if (!existsSync(join(compiled, 'main.js'))) {
  process.stderr.write(`no compiled server in ${compiled} and no sources to build it from\n`);
  process.exit(1);
}
await import(pathToFileURL(join(compiled, 'app-build', 'main.js')).href);
await import(pathToFileURL(join(compiled, 'main.js')).href);

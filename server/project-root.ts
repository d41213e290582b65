// The project's folder (the one holding package.json), found from this module's own place: the
// same answer whether it runs as TypeScript under server/ or bundled under build/server/ (whose
// chunks sit one or two folders deeper), so paths to package.json and the migrations hold in both.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const projectRoot = findRoot(dirname(fileURLToPath(import.meta.url)));

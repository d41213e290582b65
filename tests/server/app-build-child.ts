// The child side of app-build-concurrent.test.ts: `npm start`'s build step (ensureFreshBuild) on
// the project folder the parent made, with a quick fake build in place of vite's. The fake writes
// its files one by one (index.html and sw.js last, as vite does) each naming this child, and first
// waits until every sibling child has entered its build too, so the builds truly overlap.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureFreshBuild } from '../../server/app-build/ensure-build';

const [root, name, siblings, count] = process.argv.slice(2) as [string, string, string, string];
const assetCount = Number(count);

const result = await ensureFreshBuild({
  root,
  build: async (outDir) => {
    writeFileSync(join(root, `entered-${name}`), '');
    while (!siblings.split(',').every((sibling) => existsSync(join(root, `entered-${sibling}`)))) await sleep(10);
    mkdirSync(join(outDir, 'assets'), { recursive: true });
    for (let i = 0; i < assetCount; i += 1) {
      writeFileSync(join(outDir, 'assets', `chunk-${i}.js`), `// ${name}\n`);
      await sleep(5);
    }
    writeFileSync(join(outDir, 'index.html'), `<!-- ${name} -->`);
    writeFileSync(join(outDir, 'sw.js'), `// ${name}\n`);
  },
});
process.stdout.write(`${JSON.stringify({ result })}\n`);

// `npm start`, first step: the app built and fresh in ./dist before `tsx server/main.ts` serves it.
import { resolve } from 'node:path';
import { ensureFreshBuild } from './ensure-build';

await ensureFreshBuild({ root: resolve(import.meta.dirname, '..', '..'), log: (line) => console.log(`[build] ${line}`) });

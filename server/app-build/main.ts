// `npm start`, first step: the app built and fresh in ./dist before the server serves it. A
// release carries dist/ built and no sources: nothing to check there.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createLogger, logLevelOf } from '../observe/log';
import { projectRoot } from '../project-root';
import { ensureFreshBuild } from './ensure-build';

const log = createLogger(logLevelOf(process.env.LOG_LEVEL));
if (existsSync(join(projectRoot, 'src'))) {
  const result = await ensureFreshBuild({ root: projectRoot, log: (line) => log.debug('app-build', { note: line }) });
  log.info('app-build', { result });
}

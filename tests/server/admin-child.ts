// `npm run admin -- …` as the operator runs it: a child process (tsx server/admin/main.ts) with the
// password on stdin, never in argv or the environment.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

export interface AdminRun { code: number | null; stdout: string; stderr: string }

export function runAdmin(args: string[], env: { dataDir: string; databaseUrl?: string }, stdin = ''): Promise<AdminRun> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: env.dataDir };
  delete childEnv.DATABASE_URL;
  if (env.databaseUrl) childEnv.DATABASE_URL = env.databaseUrl;
  const child = spawn(resolve('node_modules/.bin/tsx'), [resolve('server/admin/main.ts'), ...args], { env: childEnv, stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
  child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  child.stdin.end(stdin);
  return new Promise((done, fail) => {
    child.once('error', fail);
    child.once('close', (code) => done({ code, stdout, stderr }));
  });
}

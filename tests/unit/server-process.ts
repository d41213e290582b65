// A real test server in a child process, for DOM suites: PGlite cannot load its WASM under the
// jsdom environment, so component tests that need the real server start it beside themselves.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

export interface ServerProcess {
  url: string;
  apiUrl: string;
  close(): Promise<void>;
}

/** `smsHttpUrl`: an SMS provider of the test's own (server-process-main.ts). */
export function startServerProcess({ smsHttpUrl }: { smsHttpUrl?: string } = {}): Promise<ServerProcess> {
  const child: ChildProcess = spawn(resolve('node_modules/.bin/tsx'), [resolve('tests/unit/server-process-main.ts')], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: smsHttpUrl ? { ...process.env, TEST_SMS_HTTP_URL: smsHttpUrl } : process.env,
  });
  return new Promise((resolvePromise, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`test server exited early (${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (!line) return;
      const { url } = JSON.parse(line) as { url: string };
      resolvePromise({
        url,
        apiUrl: `${url}/api/v1/`,
        close: () => new Promise((done) => {
          child.removeAllListeners('exit');
          child.once('exit', () => done());
          child.stdin!.end(); // the child closes its server when its stdin ends
        }),
      });
    });
  });
}

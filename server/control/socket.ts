// The server's control channel for the operator's commands on the server machine (`npm run
// admin`, `npm run backup`): HTTP on a Unix socket in DATA_DIR, readable only by the account the
// server runs as (mode 0600), so the file system is the authentication and nothing of it is
// reachable over the network. A command reaches the running server through it because PGlite's
// folder is held by that one process (db/folder-lock.ts); with no server running, the command
// opens the database itself.
import { chmodSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { createServer, request, type Server } from 'node:http';
import { join } from 'node:path';
import type { Logger } from '../observe/log';
import { errorClassOf } from '../observe/log';

/** One command: its JSON body in, its JSON answer out. A thrown ControlRefusal answers 400 with
 *  its message (for the operator); anything else 500 with the error's class only. */
export type ControlRoutes = Record<string, (body: unknown) => Promise<unknown>>;

export class ControlRefusal extends Error {}

export const controlSocketPath = (dataDir: string) => join(dataDir, 'control.sock');

/** Whether a server answers on the socket (a file left by a killed one does not). */
function answering(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection(path);
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
  });
}

async function readJson(stream: NodeJS.ReadableStream, limit = 64 * 1024): Promise<unknown> {
  let text = '';
  for await (const chunk of stream) {
    text += String(chunk);
    if (text.length > limit) throw new ControlRefusal('the command is too large');
  }
  return text ? JSON.parse(text) : {};
}

export interface ControlChannel { close(): Promise<void> }

export async function startControl(dataDir: string, routes: ControlRoutes, log: Logger): Promise<ControlChannel> {
  const path = controlSocketPath(dataDir);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (existsSync(path)) {
    if (await answering(path)) {
      // Another process on the same DATA_DIR (several on one PostgreSQL): it takes the commands.
      log.warn('control channel held by another process', { path });
      return { close: async () => {} };
    }
    rmSync(path, { force: true });
  }
  const server: Server = createServer((req, res) => {
    const name = (req.url ?? '/').slice(1);
    const route = req.method === 'POST' ? routes[name] : undefined;
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (!route) return answer(404, { error: `no command ${name}` });
    readJson(req)
      .then((body) => route(body))
      .then((result) => {
        log.info('control', { command: name, status: 200 });
        answer(200, { result: result ?? null });
      }, (error: unknown) => {
        const refused = error instanceof ControlRefusal;
        log[refused ? 'warn' : 'error']('control', { command: name, status: refused ? 400 : 500, error: errorClassOf(error) });
        answer(refused ? 400 : 500, { error: refused ? error.message : errorClassOf(error) });
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  return {
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}

export type ControlAnswer = { reached: false } | { reached: true; status: number; result?: unknown; error?: string };

/** Sends one command to the server running on DATA_DIR; `reached: false` when none runs. */
export async function callControl(dataDir: string, name: string, body: unknown = {}, timeoutMs = 10 * 60_000): Promise<ControlAnswer> {
  const path = controlSocketPath(dataDir);
  if (!existsSync(path) || !(await answering(path))) return { reached: false };
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: path, path: `/${name}`, method: 'POST', headers: { 'content-type': 'application/json' }, timeout: timeoutMs }, (res) => {
      readJson(res, 16 * 1024 * 1024).then((answer) => {
        const { result, error } = answer as { result?: unknown; error?: string };
        resolve({ reached: true, status: res.statusCode ?? 0, result, error });
      }, reject);
    });
    req.once('timeout', () => req.destroy(new Error(`the server did not answer ${name} in time`)));
    req.once('error', reject);
    req.end(JSON.stringify(body));
  });
}

// Two server processes (`tsx server/main.ts`, serving the built app) on one PostgreSQL database,
// each of which the run can kill -9 and start again on the same database. Both serve HTTPS for
// clinic.lan, as the clinic's server does, with one certificate of one clinic authority (the
// tablets reach them through one proxy, so either may answer a connection).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { tlsSourceOf } from '../../server/tls/credentials';
import { tlsFiles } from '../../server/tls/files';
import { superAdminPassword } from '../server/harness';

/** `port`: the process's HTTPS port. */
export interface ServerSlot { port: number; pid: number; kill9(): void; restart(): Promise<void>; close(): Promise<void> }

export const clinicHost = 'clinic.lan';
export const smsPerNumberPerDay = 1;

/** The clinic's authority and a server certificate for clinic.lan, made once for the run: a
 *  folder whose tls/ each slot's data folder starts from, and the authority a tablet trusts. */
export interface ClinicTls { dir: string; caFile: string; caPem: string; remove(): void }

export async function clinicTls(): Promise<ClinicTls> {
  const dir = mkdtempSync(join(tmpdir(), 'history-tls-'));
  await tlsSourceOf({ dataDir: dir, hosts: [clinicHost] }, new Date());
  const caFile = join(dir, 'tls', tlsFiles.caCert);
  return { dir, caFile, caPem: readFileSync(caFile, 'utf8'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

function spawnServer(databaseUrl: string, dataDir: string, filesDir: string, staticDir: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(resolve('node_modules/.bin/tsx'), [resolve('server/main.ts')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, JWT_SECRET: 'the history run shares one secret', PORT: '0', HOST: '127.0.0.1',
      HTTPS_PORT: '0', TLS_HOSTS: clinicHost,
      // Every client of a run has one phone number: its second SMS of the day is refused (429), a
      // refusal that must reach its author, at once online or once delivered.
      SMS_LIMIT_PER_NUMBER: String(smsPerNumberPerDay),
      DATA_DIR: dataDir, FILES_DIR: filesDir, STATIC_DIR: resolve(staticDir), ADMIN_PASSWORD: superAdminPassword },
    // Its own process group: tsx runs the server in a child of its own, and a kill -9 must reach it.
    stdio: ['ignore', 'pipe', 'inherit'], detached: true,
  });
  return new Promise((done, fail) => {
    let out = '';
    child.once('exit', (code) => fail(new Error(`server exited before listening (${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /"event":"listening".*?"httpsUrl":"https:\/\/[^":]+:(\d+)/.exec(out);
      if (!match) return;
      child.stdout!.removeAllListeners('data');
      child.stdout!.resume();
      child.removeAllListeners('exit');
      done({ child, port: Number(match[1]) });
    });
  });
}

export async function startServerSlot(databaseUrl: string, filesDir: string, staticDir: string, tls: ClinicTls): Promise<ServerSlot> {
  const dataDir = mkdtempSync(join(tmpdir(), 'history-server-'));
  cpSync(join(tls.dir, 'tls'), join(dataDir, 'tls'), { recursive: true });
  let current = await spawnServer(databaseUrl, dataDir, filesDir, staticDir);
  const exited = (child: ChildProcess) => new Promise<void>((done) => (child.exitCode !== null || child.signalCode !== null ? done() : child.once('exit', () => done())));
  const slot: ServerSlot = {
    port: current.port,
    pid: current.child.pid!,
    kill9: () => process.kill(-current.child.pid!, 'SIGKILL'),
    async restart() {
      await exited(current.child);
      current = await spawnServer(databaseUrl, dataDir, filesDir, staticDir);
      slot.port = current.port;
      slot.pid = current.child.pid!;
    },
    async close() {
      process.kill(-current.child.pid!, 'SIGTERM');
      await exited(current.child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return slot;
}

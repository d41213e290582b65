// The release as a service: it runs with Node alone, and SIGTERM or SIGINT to
// `npm start`'s own pid (what systemd's ExecStart=npm start gets) lets the request in flight
// finish, then frees the port and pglite.lock with no process left. Before: npm's shell did not
// pass the signal on (the server stayed, an orphan holding both) and close() cut open requests.
// The log on stdout: every line one JSON object with a time, one access line per request.
import { randomUUID } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationCount } from '../../server/db/migrate';
import { clientBody } from './fixtures';
import { emptyTestDatabase, prepareTestDatabase, superAdminPassword, type TestDatabase } from './harness';
import { onePixelPng } from './images';
import { childrenOf, isAlive, startRelease, unpackedRelease, type ReleaseServer } from './release-process';

const adminPassword = 'release-admin-9c1e';
let release: ReturnType<typeof unpackedRelease>;
beforeAll(() => { release = unpackedRelease(); });
afterAll(() => rmSync(release.parent, { recursive: true, force: true }));

/** In the suite's PostgreSQL pass the release runs on a fresh PostgreSQL database; else on PGlite. */
const onPostgres = process.env.SERVER_TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
const databases = new Map<string, TestDatabase>();
afterAll(async () => {
  for (const database of databases.values()) await database.drop();
});
const dataDir = (name: string) => databases.get(name)!.dataDir;
/** `empty`: a new data folder or database (the first start creates and migrates it); else the
 *  suite's migrated template, which starts in a second rather than PGlite's first-open seconds. */
async function env(name: string, empty = false): Promise<Record<string, string>> {
  if (!databases.has(name)) {
    if (empty && !onPostgres) {
      const folder = join(release.parent, `data-${name}`);
      databases.set(name, { dataDir: folder, databaseUrl: undefined, drop: async () => {} });
    } else if (empty) {
      databases.set(name, await emptyTestDatabase());
    } else {
      databases.set(name, await prepareTestDatabase());
    }
  }
  const { dataDir: folder, databaseUrl } = databases.get(name)!;
  return { DATA_DIR: folder, ADMIN_PASSWORD: adminPassword, DEMO: '1', DATABASE_URL: databaseUrl ?? '' };
}

async function api<T>(server: ReleaseServer, method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; result: T }> {
  const answer = await fetch(`${server.url}/api/v1/${path}`, {
    method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, result: ((await answer.json()) as { result: T }).result };
}

/** Sends a body in two halves: the second only after `between` (the signal) has been sent and seen. */
function sendInTwoHalves(url: string, path: string, token: string, type: string, body: Buffer, between: () => Promise<void>): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(`${url}${path}`, {
      method: 'POST', headers: { 'content-type': type, 'content-length': body.length, authorization: `Bearer ${token}`, expect: '100-continue' },
    }, (answer) => {
      let text = '';
      answer.on('data', (chunk: Buffer) => { text += chunk.toString(); }).on('end', () => resolve({ status: answer.statusCode!, text }));
    });
    sent.on('error', reject);
    // 100 Continue: the server has read the request's head, so the request is in flight there.
    sent.once('continue', () => {
      const half = Math.floor(body.length / 2);
      sent.write(body.subarray(0, half));
      void between().then(() => sent.end(body.subarray(half)), reject);
    });
  });
}

const portIsFree = (url: string) => new Promise<boolean>((resolve) => {
  const socket = connect(Number(new URL(url).port), '127.0.0.1');
  socket.once('connect', () => { socket.destroy(); resolve(false); }).once('error', () => resolve(true));
});

/** The stop left nothing: npm and its node exited, the port and the data folder's lock are free
 *  (PGlite's lock; on PostgreSQL the server has none). */
async function expectNothingLeft(server: ReleaseServer, node: number, name: string) {
  expect(await server.exited).toEqual({ code: 0, signal: null });
  expect(isAlive(node)).toBe(false);
  expect(await portIsFree(server.url)).toBe(true);
  expect(existsSync(join(dataDir(name), 'pglite.lock'))).toBe(false);
}

function expectJsonLog(lines: string[], secrets: string[]) {
  for (const line of lines) {
    const entry = JSON.parse(line) as { time?: string; event?: string };
    expect(Date.parse(entry.time ?? ''), line).not.toBeNaN();
    expect(entry.event, line).toEqual(expect.any(String));
    for (const secret of secrets) expect(line).not.toContain(secret);
  }
}

describe('the release', () => {
  it('runs with node alone: no TypeScript, no build tools, ready and serving the app', async () => {
    for (const tool of ['vite', 'tsx', 'typescript', 'react', '@mui']) expect(existsSync(join(release.folder, 'node_modules', tool)), tool).toBe(false);
    expect(existsSync(join(release.folder, 'server', 'main.ts'))).toBe(false);
    const server = await startRelease(release.folder, [process.execPath, 'scripts/start.mjs'], await env('plain', true));
    expect((await fetch(`${server.url}/api/v1/health/ready`)).status).toBe(200);
    expect(server.lines.find((line) => line.includes('"event":"listening"'))).toContain(`"database":"${onPostgres ? 'postgresql' : 'pglite'}"`);
    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('lang="fa"');
    server.signal('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expectJsonLog(server.lines, [adminPassword]);
    expect(server.lines.filter((line) => line.includes('"event":"migration-applied"'))).toHaveLength(migrationCount());
  });

  it('drains an upload in flight when npm start gets SIGTERM, logging it without a secret', async () => {
    const server = await startRelease(release.folder, ['npm', '--silent', 'start'], await env('upload'));
    const [node] = childrenOf(server.pid);
    expect(node).toBeDefined();
    const login = await api<{ token: string }>(server, 'POST', 'Account/login', undefined, { userName: 'reception', password: 'demo1234' });
    const body = clientBody();
    const client = await api<{ id: number }>(server, 'POST', 'Client', login.result.token, body);
    const boundary = `b${randomUUID()}`;
    const form = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      onePixelPng, Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await sendInTwoHalves(server.url, `/api/v1/Client/upload/${client.result.id}/1`, login.result.token, `multipart/form-data; boundary=${boundary}`, form, async () => {
      server.signal('SIGTERM');
      await server.printed('"event":"stopping"');
    });
    expect(upload.status).toBe(201);
    await expectNothingLeft(server, node!, 'upload');
    expect(server.lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => entry.event === 'drained')).toMatchObject({ inFlight: 1, cut: 0 });
    // One access line per request: the sign-in, the create and the upload.
    const requests = server.lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.event === 'request');
    expect(requests.map((entry) => entry.route)).toEqual(['/api/v1/account/login', '/api/v1/client', '/api/v1/client/upload/:clientId/:documentType']);
    expect(new Set(requests.map((entry) => entry.requestId)).size).toBe(3);
    const access = requests.find((entry) => entry.method === 'POST' && entry.status === 201 && String(entry.route).includes('upload'));
    expect(access).toMatchObject({ requestId: expect.any(String), route: '/api/v1/client/upload/:clientId/:documentType', ms: expect.any(Number), userId: expect.any(Number), role: 'Reception' });
    expectJsonLog(server.lines, [adminPassword, superAdminPassword, 'demo1234', login.result.token, body.nationalCode, body.firstName, body.phoneNumber]);
  });

  it('drains a sync/batch in flight when npm start gets SIGINT; its creates are there at the next start', async () => {
    const server = await startRelease(release.folder, ['npm', '--silent', 'start'], await env('batch'));
    const [node] = childrenOf(server.pid);
    const login = await api<{ token: string }>(server, 'POST', 'Account/login', undefined, { userName: 'reception', password: 'demo1234' });
    const operations = Array.from({ length: 5 }, () => ({ method: 'post', path: 'Client', idempotencyKey: randomUUID(), body: clientBody() }));
    const sent = await sendInTwoHalves(server.url, '/api/v1/sync/batch', login.result.token, 'application/json', Buffer.from(JSON.stringify({ operations })), async () => {
      server.signal('SIGINT');
      await server.printed('"event":"stopping"');
    });
    expect(sent.status).toBe(200);
    const answers = (JSON.parse(sent.text) as { result: { answers: { status: number; body: { result: { id: number } } }[] } }).result.answers;
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    await expectNothingLeft(server, node!, 'batch');
    const again = await startRelease(release.folder, [process.execPath, 'scripts/start.mjs'], await env('batch'));
    const token = (await api<{ token: string }>(again, 'POST', 'Account/login', undefined, { userName: 'reception', password: 'demo1234' })).result.token;
    for (const answer of answers) expect((await api(again, 'GET', `Client/${answer.body.result.id}`, token)).status).toBe(200);
    again.signal('SIGTERM');
    expect(await again.exited).toEqual({ code: 0, signal: null });
  });
});

// `npm start` compiles the server only when build/server/ is missing or older than its sources,
// and never where there are none (a release): scripts/server-build.mjs on a copy of the project's
// server sources, built for real by Vite, with chosen modification times.
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureServerBuild, serverBuildIsFresh, serverOutDir } from '../../scripts/server-build.mjs';

let root: string;
const events: string[] = [];
const log = (event: string) => { events.push(event); };

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'server-build-'));
  for (const path of ['server', 'src/domain', 'package.json', 'package-lock.json', 'tsconfig.json', 'vite.server.config.ts']) cpSync(resolve(path), join(root, path), { recursive: true });
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'));
  events.length = 0;
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the server build', () => {
  it('builds when missing, not again while fresh, and again once a source is newer', () => {
    expect(serverBuildIsFresh(root)).toBe(false);
    expect(ensureServerBuild(root, log)).toBe('built');
    for (const entry of ['main.js', 'app-build/main.js', 'backup/backup.js', 'backup/restore.js']) expect(existsSync(join(serverOutDir(root), entry)), entry).toBe(true);
    expect(ensureServerBuild(root, log)).toBe('fresh');
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'src/domain/messages.ts'), later, later);
    expect(serverBuildIsFresh(root)).toBe(false);
    expect(ensureServerBuild(root, log)).toBe('built');
    expect(events).toEqual(['server-built', 'server-built']);
    // Nothing left beside build/server by the renames.
    expect(existsSync(`${serverOutDir(root)}.old-${process.pid}`)).toBe(false);
  });

  it('compiles a new command under server/backup/ without any list being edited', () => {
    writeFileSync(join(root, 'server/backup/hello.ts'), "process.stdout.write('hello\\n');\n");
    ensureServerBuild(root, log);
    expect(existsSync(join(serverOutDir(root), 'backup/hello.js'))).toBe(true);
  });

  it('builds nothing where there are no sources (a release)', () => {
    rmSync(join(root, 'server'), { recursive: true });
    expect(ensureServerBuild(root, log)).toBe('release');
    expect(existsSync(serverOutDir(root))).toBe(false);
  });
});

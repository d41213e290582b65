// Uploaded images on disk under server-chosen names: 32 lowercase hex characters and the real
// extension. Lowercase matters: /api/v1 paths are matched in lowercase.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ImageKind } from './image-type';

export const storedNamePattern = /^[0-9a-f]{32}\.(jpg|png)$/;

export function saveFile(filesDir: string, bytes: Uint8Array, kind: ImageKind): string {
  mkdirSync(filesDir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${kind.extension}`;
  writeFileSync(join(filesDir, name), bytes, { flag: 'wx' });
  return name;
}

export function readStoredFile(filesDir: string, name: string): Buffer | undefined {
  if (!storedNamePattern.test(name)) return undefined;
  const path = join(filesDir, name);
  return existsSync(path) ? readFileSync(path) : undefined;
}

export function removeFiles(filesDir: string, names: readonly string[]): void {
  for (const name of names) if (storedNamePattern.test(name)) rmSync(join(filesDir, name), { force: true });
}

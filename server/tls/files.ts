// The clinic's certificate files in DATA_DIR/tls. Private keys are written 0600 from their first
// byte (the mode is given at open, not set after), and replaced by rename, so a crash mid-write
// never leaves a half key that the next start would choke on.
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const tlsFiles = {
  caKey: 'ca.key.pem',
  caCert: 'ca.crt.pem',
  /** The server certificate chain, its key and the names it was issued for (TLS_HOSTS). */
  server: 'server.json',
} as const;

export function tlsDirOf(dataDir: string): string {
  const dir = join(dataDir, 'tls');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  return dir;
}

export function readIfThere(path: string): string | undefined {
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

export function writeAtomically(path: string, text: string, secret: boolean): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text, { mode: secret ? 0o600 : 0o644 });
  renameSync(temporary, path);
}

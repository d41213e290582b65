// A HOME whose NSS database trusts the clinic's authority, as a person adds it on a tablet: the
// browser then takes https://clinic.lan for real (no flag that ignores certificate errors).
// Chromium on Linux reads $HOME/.pki/nssdb; certutil is Debian's libnss3-tools.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const certutilPath = '/usr/bin/certutil';

export function homeTrusting(caPemFile: string): { home: string; remove(): void } {
  if (!existsSync(certutilPath)) throw new Error(`${certutilPath} is missing: apt-get install -y libnss3-tools`);
  const home = mkdtempSync(join(tmpdir(), 'e2e-home-'));
  const nssdb = join(home, '.pki', 'nssdb');
  mkdirSync(nssdb, { recursive: true });
  execFileSync(certutilPath, ['-d', `sql:${nssdb}`, '-N', '--empty-password']);
  // 'C,,': a CA trusted to issue server certificates, nothing else.
  execFileSync(certutilPath, ['-d', `sql:${nssdb}`, '-A', '-t', 'C,,', '-n', 'clinic-ca', '-i', caPemFile]);
  return { home, remove: () => rmSync(home, { recursive: true, force: true }) };
}

/** Chromium's flag that sends clinic.lan to loopback, as the clinic's DNS or router would. */
export const clinicLanOnLoopback = '--host-resolver-rules=MAP clinic.lan 127.0.0.1';

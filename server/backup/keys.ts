// The clinic's backup key: BACKUP_PASSPHRASE (age's scrypt recipient), or BACKUP_AGE_RECIPIENT
// (age1…) with its identity in BACKUP_AGE_IDENTITY_FILE, kept off the server if the clinic wants
// backups the server itself cannot read (then a backup is checked without being decrypted).
import { readFileSync } from 'node:fs';
import { Decrypter, Encrypter } from 'age-encryption';

export interface BackupKeyOptions {
  passphrase?: string;
  recipient?: string;
  identityFile?: string;
}

export class BackupKeyMissing extends Error {
  constructor(what: string) {
    super(`${what}: set BACKUP_PASSPHRASE, or BACKUP_AGE_RECIPIENT (age1…) with BACKUP_AGE_IDENTITY_FILE to restore`);
  }
}

export function encrypterFor(keys: BackupKeyOptions): Encrypter {
  const encrypter = new Encrypter();
  if (keys.passphrase) encrypter.setPassphrase(keys.passphrase);
  else if (keys.recipient) encrypter.addRecipient(keys.recipient.trim());
  else throw new BackupKeyMissing('no backup key is set, so no backup is written unencrypted');
  return encrypter;
}

/** What opens an archive, or undefined when this machine holds no key for it. */
export function decrypterFor(keys: BackupKeyOptions): Decrypter | undefined {
  const decrypter = new Decrypter();
  if (keys.passphrase) decrypter.addPassphrase(keys.passphrase);
  else if (keys.identityFile) {
    // An identity file as age-keygen writes it: comments, then AGE-SECRET-KEY-1… lines.
    const identities = readFileSync(keys.identityFile, 'utf8').split('\n').map((line) => line.trim()).filter((line) => line.startsWith('AGE-SECRET-KEY-'));
    if (identities.length === 0) throw new BackupKeyMissing(`${keys.identityFile} holds no AGE-SECRET-KEY line`);
    for (const identity of identities) decrypter.addIdentity(identity);
  } else return undefined;
  return decrypter;
}

export function backupKeysFromEnv(env: NodeJS.ProcessEnv): BackupKeyOptions {
  return { passphrase: env.BACKUP_PASSPHRASE || undefined, recipient: env.BACKUP_AGE_RECIPIENT || undefined, identityFile: env.BACKUP_AGE_IDENTITY_FILE || undefined };
}

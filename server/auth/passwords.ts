// argon2id at OWASP's minimum (m=19 MiB, t=2, p=1): tens of milliseconds a hash on a clinic's server.
import { hash, verify } from '@node-rs/argon2';

// 2 = Algorithm.Argon2id (an ambient const enum, unusable under verbatimModuleSyntax).
const params = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, params);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the user does not exist, so both paths take as long. */
let dummyHash: Promise<string> | undefined;
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('not a real password');
  return dummyHash;
}

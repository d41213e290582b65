// The session token as the profile scan looks for it: the whole token and its signature (the
// part no other token shares) as text in every encoding, in base64 and hex, and the signature's
// raw bytes. Any one of them found on disk is a token that calls the API off the tablet.
import type { Needle } from './profile-scan';
import { textNeedles } from './patient-needles';

export function tokenNeedles(field: string, token: string): Needle[] {
  const signature = token.split('.')[2] ?? '';
  if (signature.length < 40) throw new Error(`${field}: not a signed token`);
  const raw = Buffer.from(signature, 'base64url');
  return [
    ...textNeedles(field, token, 'whole '),
    ...textNeedles(field, signature, 'signature '),
    ...textNeedles(field, Buffer.from(token).toString('base64'), 'base64 '),
    ...textNeedles(field, Buffer.from(token).toString('hex'), 'hex '),
    { label: `${field}/signature bytes`, bytes: raw },
    ...textNeedles(field, raw.toString('hex'), 'signature hex '),
  ];
}

/** A delivery credential (`id.secret`): whole, and its secret (what no other credential shares) as
 * text in every encoding, in base64 and hex, and the secret's raw bytes. */
export function credentialNeedles(field: string, credential: string): Needle[] {
  const secret = credential.split('.')[1] ?? '';
  if (secret.length < 40) throw new Error(`${field}: not a delivery credential`);
  const raw = Buffer.from(secret, 'base64url');
  return [
    ...textNeedles(field, credential, 'whole '),
    ...textNeedles(field, secret, 'secret '),
    ...textNeedles(field, Buffer.from(credential).toString('base64'), 'base64 '),
    ...textNeedles(field, Buffer.from(credential).toString('hex'), 'hex '),
    { label: `${field}/secret bytes`, bytes: raw },
    ...textNeedles(field, raw.toString('hex'), 'secret hex '),
  ];
}

// A secret as the profile scan looks for it: the whole value and its secret part (what no other
// value shares) as text in every encoding, in base64 and hex, and the secret part's raw bytes. Any
// one of them found on disk is a value that calls the API off the tablet.
import type { Needle } from './profile-scan';
import { textNeedles } from './patient-needles';

/** `whole`, and `secret` (its part in base64url, named `part` in the labels), in every form. */
function secretNeedles(field: string, whole: string, secret: string, part: string): Needle[] {
  const raw = Buffer.from(secret, 'base64url');
  return [
    ...textNeedles(field, whole, 'whole '),
    ...textNeedles(field, secret, `${part} `),
    ...textNeedles(field, Buffer.from(whole).toString('base64'), 'base64 '),
    ...textNeedles(field, Buffer.from(whole).toString('hex'), 'hex '),
    { label: `${field}/${part} bytes`, bytes: raw },
    ...textNeedles(field, raw.toString('hex'), `${part} hex `),
  ];
}

/** A session token (a JWT): its signature is its secret part. */
export function tokenNeedles(field: string, token: string): Needle[] {
  const signature = token.split('.')[2] ?? '';
  if (signature.length < 40) throw new Error(`${field}: not a signed token`);
  return secretNeedles(field, token, signature, 'signature');
}

/** A delivery credential (`id.secret`). */
export function credentialNeedles(field: string, credential: string): Needle[] {
  const secret = credential.split('.')[1] ?? '';
  if (secret.length < 40) throw new Error(`${field}: not a delivery credential`);
  return secretNeedles(field, credential, secret, 'secret');
}

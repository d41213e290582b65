// A short secret kept as text (the session token in local storage and in the worker's session
// copy) sealed under the data key: readable only while someone unlocked the tablet, so a copied
// profile holds nothing that calls the API. AES-256-GCM as the rows (seal.ts), in base64.
import { dataKey } from './data-key';
import { open, seal } from './seal';

const prefix = 'sealed1:';

export function isSealedText(stored: string): boolean {
  return stored.startsWith(prefix);
}

/** Throws LockedError while the tablet is locked. */
export function sealText(text: string): string {
  const sealed = seal(dataKey(), { text });
  let binary = '';
  for (const byte of sealed) binary += String.fromCharCode(byte);
  return prefix + btoa(binary);
}

/** The text, or undefined when it was not sealed with this tablet's key (or was changed);
 *  throws LockedError while the tablet is locked. */
export function openText(stored: string): string | undefined {
  if (!isSealedText(stored)) return undefined;
  const key = dataKey();
  try {
    const bytes = Uint8Array.from(atob(stored.slice(prefix.length)), (char) => char.charCodeAt(0));
    const { text } = open(key, bytes);
    return typeof text === 'string' ? text : undefined;
  } catch {
    return undefined;
  }
}

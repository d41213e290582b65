// How many SMS parts a text costs, as the operators count them (3GPP TS 23.038 / 23.040): a text
// wholly in the GSM-7 alphabet is 160 septets in one part, 153 per part once split (the rest
// carries the joining header); the extension characters (^ { } \ [ ~ ] | € and form feed) take
// an escape septet each, so they count 2. Any other character (Persian letters, Persian digits)
// makes the whole message UCS-2: 70 UTF-16 units in one part, 67 per part after.

const gsmBasic =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const gsmExtension = '^{}\\[~]|€\f';

const basic = new Set(gsmBasic);
const extension = new Set(gsmExtension);

export type SmsEncoding = 'gsm7' | 'ucs2';

export interface SmsParts {
  encoding: SmsEncoding;
  /** Characters as the operator counts them: septets (GSM-7) or UTF-16 units (UCS-2). */
  characters: number;
  /** Parts the message is sent in; 0 for an empty text. */
  parts: number;
}

const limits: Record<SmsEncoding, { single: number; each: number }> = {
  gsm7: { single: 160, each: 153 },
  ucs2: { single: 70, each: 67 },
};

function gsmSeptets(text: string): number | undefined {
  let septets = 0;
  for (const char of text) {
    if (basic.has(char)) septets += 1;
    else if (extension.has(char)) septets += 2;
    else return undefined;
  }
  return septets;
}

export function smsParts(text: string): SmsParts {
  const septets = gsmSeptets(text);
  const encoding: SmsEncoding = septets === undefined ? 'ucs2' : 'gsm7';
  // A character beyond the BMP (an emoji) is two UTF-16 units in UCS-2, as phones send it.
  const characters = septets ?? text.length;
  const { single, each } = limits[encoding];
  const parts = characters === 0 ? 0 : characters <= single ? 1 : Math.ceil(characters / each);
  return { encoding, characters, parts };
}

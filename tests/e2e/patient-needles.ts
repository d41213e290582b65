// What the profile scan looks for: each patient field in every encoding a copy of it could take on
// disk, and slices of the photo bytes the tablet stored. A needle's label is `field/form`, so hits
// group by field (one form found is enough to say the field lies readable) while the test output
// says which form it was. Labels carry no patient value, only names.
import type { Needle, ScanHit } from './profile-scan';
import { toPersianDigits } from '../../src/domain/digits';
import { termsOfClient } from '../../src/domain/search-terms';

/** V8 writes a string as Latin-1 when it can, else UTF-16LE (IndexedDB values, Local Storage);
 *  IndexedDB keys are UTF-16BE (the national-code index); SQLite (autofill, history) and HTTP
 *  bodies are UTF-8. Duplicate byte forms (ASCII text) are kept once. */
export function textNeedles(field: string, text: string, variant = ''): Needle[] {
  const forms: [string, Buffer][] = [
    ['utf-8', Buffer.from(text, 'utf8')],
    ['utf-16le', Buffer.from(text, 'utf16le')],
    ['utf-16be', Buffer.from(text, 'utf16le').swap16()],
  ];
  if ([...text].every((char) => char.codePointAt(0)! <= 0xff)) forms.push(['latin-1', Buffer.from(text, 'latin1')]);
  const needles: Needle[] = [];
  for (const [form, bytes] of forms) {
    if (!needles.some((needle) => needle.bytes.equals(bytes))) needles.push({ label: `${field}/${variant}${form}`, bytes });
  }
  return needles;
}

/** A number the tablet stores in Latin digits (national code, phone) but shows and may echo in
 *  Persian digits (an input's value, a page's text): both, in every encoding. */
export function digitsNeedles(field: string, latinDigits: string): Needle[] {
  return [
    ...textNeedles(field, latinDigits, 'latin digits '),
    ...textNeedles(field, toPersianDigits(latinDigits), 'persian digits '),
  ];
}

/** A window of at least this many different byte values is entropy-coded image data, not a run
 *  of padding or a flat area that any other file could hold as well. */
const distinctBytes = 40;

/** The whole photo, and `count` slices of `size` bytes spread over its middle (clear of the JPEG
 *  headers, which every JPEG of the same encoder shares), each moved on to the first busy window.
 *  A slice survives a copy cut into pieces; the whole photo shows where it lies in one run (a
 *  repetitive photo's slices also match the literal bytes of its compressed form). */
export function photoNeedles(field: string, bytes: Buffer, count = 3, size = 64): Needle[] {
  const slices = Array.from({ length: count }, (_, n) => {
    let start = Math.floor((bytes.length * (n + 1)) / (count + 1));
    while (start + size <= bytes.length && new Set(bytes.subarray(start, start + size)).size < distinctBytes) start += 1;
    if (start + size > bytes.length) throw new Error(`${field}: no busy ${size}-byte window after slice ${n}`);
    return { label: `${field}/bytes@${start}`, bytes: Buffer.from(bytes.subarray(start, start + size)) };
  });
  return [{ label: `${field}/whole`, bytes }, ...slices];
}

export interface PatientValues {
  firstName: string; lastName: string; fatherName: string; address: string;
  /** Latin digits, as the tablet stores them. */
  nationalCode: string; phoneNumber: string;
}

/** The terms the search index hashes (domain/search-terms.ts: «n:زهر», «d:0912…»), as they would lie
 *  had they been written in plain: a prefix of 3 letters or digits and longer (shorter ones are too
 *  common a run of bytes to say anything). The whole words are the name needles already. */
export function searchTermNeedles(values: PatientValues): Needle[] {
  return termsOfClient(values).filter((term) => term.length >= 5).flatMap((term) => textNeedles('searchIndex', term));
}

/** Every needle of one registered client: the text fields, the two numbers, the search index's
 *  terms and the photos the tablet actually stored (read back from its IndexedDB, since it
 *  re-encodes what was picked). */
export function patientNeedles(values: PatientValues, photos: { field: string; bytes: Buffer }[]): Needle[] {
  return [
    ...(['firstName', 'lastName', 'fatherName', 'address'] as const).flatMap((field) => textNeedles(field, values[field])),
    ...searchTermNeedles(values),
    ...digitsNeedles('nationalCode', values.nationalCode),
    ...digitsNeedles('phoneNumber', values.phoneNumber),
    ...photos.flatMap((photo) => photoNeedles(photo.field, photo.bytes)),
  ];
}

/** The field a needle or hit label names. */
export const fieldOf = (label: string): string => label.slice(0, label.indexOf('/'));

/** Hits grouped by field, with an entry (maybe empty) for every field of the needles. */
export function hitsByField(needles: Needle[], hits: ScanHit[]): Record<string, ScanHit[]> {
  const byField: Record<string, ScanHit[]> = {};
  for (const needle of needles) byField[fieldOf(needle.label)] ??= [];
  for (const hit of hits) byField[fieldOf(hit.label)]!.push(hit);
  return byField;
}

// What a client is found by, and what a search box's text asks for (issue 36 §1): the one parser
// of a query, read by the tablet's sealed index (db/crypto/search-keys.ts) and by the server's
// index (server/store/client-text-search.ts), so both sides find the same clients.
//
// The rule. Every name word of the query is a prefix of a word of the first or last name (any
// order). Every run of digits (3 or more; +98 and 0098 read as a leading 0) is the START of the
// national code, or the start of the phone with or without its leading 0. A client is found when
// it answers every word. Digits match by prefix, not by any part: a sealed index of every part
// of a code and a phone would hold some 80 keys a client instead of 25 (3× the tablet's index),
// and a person reads a number from its start.
import { digitsOnly } from './digits';
import { wordsOf } from './persian-text';

/** The least digits a digit term has: fewer would match a tenth of the clinic each. */
export const leastDigits = 3;

/** The least letters a query of names alone has: one letter asks for nothing yet. */
export const leastLetters = 2;

/** Longer queries are refused (a person types a name, a phone or a code, never a paragraph). */
export const textSearchMaxLength = 100;

/** A national code's digits, and a phone's after 0 / +98 / 0098 (schemas: 10 and 09… 11 digits). */
export const nationalCodeLength = 10;
export const nationalPhoneLength = 10;

export interface SearchQuery {
  /** Name words in their one form: each a prefix of some word of the first or last name. */
  names: string[];
  /** Digit runs (ASCII, +98/0098 as 0): each the start of the national code or of the phone
   *  (phonePrefixesOf). */
  digits: string[];
}

/** A phone as the national number (9123456789): +98, 0098, 98 before 10 digits, or a leading 0 dropped. */
export function nationalPhoneNumber(phone: string): string {
  const plus = phone.trim().startsWith('+');
  const digits = digitsOnly(phone);
  if (digits.startsWith('0098')) return digits.slice(4);
  if ((plus || digits.length === 12) && digits.startsWith('98')) return digits.slice(2);
  return digits.startsWith('0') ? digits.slice(1) : digits;
}

/** The starts of the phone's national number a digit run asks for: itself, and without its
 *  leading 0 (09123 asks for a phone 9123…; both forms of a phone are the same phone). */
export function phonePrefixesOf(digits: string): string[] {
  return digits.startsWith('0') && digits.length > 1 ? [digits, digits.slice(1)] : [digits];
}

/** What a query asks for; undefined when nothing yet (empty, one letter, fewer than 3 digits).
 *  A run of digits with spaces, dashes and a + between them («۰۹۱۲ ۳۴۵ ۶۷۸۹», «+98 912…») is one. */
export function parseSearchQuery(query: string): SearchQuery | undefined {
  const joined = query.replace(/(?<=[0-9۰-۹٠-٩])[\s-]+(?=[0-9۰-۹٠-٩])/g, '');
  const names = new Set<string>();
  const digits = new Set<string>();
  for (const word of wordsOf(joined)) {
    if (/^\+?[0-9]+$/.test(word)) {
      // A number typed with +98 / 0098 is a phone: its 0-form; otherwise as typed (a national
      // code, or a phone with or without its 0).
      const run = word.startsWith('+') || word.startsWith('0098') ? `0${nationalPhoneNumber(word)}` : word;
      if (run.length >= leastDigits) digits.add(run);
    } else {
      names.add(word);
    }
  }
  const letters = [...names].join('').length;
  if (digits.size === 0 && letters < leastLetters) return undefined;
  return { names: [...names], digits: [...digits] };
}

/** A name prefix's term and a digit prefix's term never read alike. */
const nameTerm = (prefix: string) => `n:${prefix}`;
const digitTerm = (prefix: string) => `d:${prefix}`;

function prefixesOf(text: string, least: number): string[] {
  const out: string[] = [];
  for (let end = least; end <= text.length; end++) out.push(text.slice(0, end));
  return out;
}

export interface SearchableClient {
  firstName?: string;
  lastName?: string;
  nationalCode?: string;
  phoneNumber?: string;
}

/** Every term the tablet indexes a client by (no duplicates): every prefix of each name word,
 *  every prefix of 3 digits or more of the national code and of the phone with and without its 0. */
export function termsOfClient(client: SearchableClient): string[] {
  const terms = new Set<string>();
  for (const word of wordsOf(`${client.firstName ?? ''} ${client.lastName ?? ''}`)) {
    for (const prefix of prefixesOf(word, 1)) terms.add(nameTerm(prefix));
  }
  for (const prefix of prefixesOf(digitsOnly(client.nationalCode ?? ''), leastDigits)) terms.add(digitTerm(prefix));
  const phone = nationalPhoneNumber(client.phoneNumber ?? '');
  if (phone) for (const prefix of [...prefixesOf(phone, leastDigits), ...prefixesOf(`0${phone}`, leastDigits)]) terms.add(digitTerm(prefix));
  return [...terms];
}

/** The tablet's terms of a query, one per word (a row holds every one); none when it asks nothing. */
export function termsOfQuery(query: string): string[] {
  const asked = parseSearchQuery(query);
  return asked ? [...asked.names.map(nameTerm), ...asked.digits.map(digitTerm)] : [];
}

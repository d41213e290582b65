// What a client is found by (issue 36 §1), as terms: every prefix of each word of the first and
// last name, every prefix (3 digits or more) of the national code and of the phone written with
// and without its leading 0. A query is its words, each one term: a row matches when it holds
// every term of the query. Both the tablet's sealed index and a reader of it take these, so the
// two agree by construction. Pure text: no key, no storage.
import { digitsOnly } from './digits';
import { wordsOf } from './persian-text';

/** The least digits a digit term has: fewer would match a tenth of the clinic each. */
export const leastDigits = 3;

/** A name prefix's term and a digit prefix's term never read alike. */
const nameTerm = (prefix: string) => `n:${prefix}`;
const digitTerm = (prefix: string) => `d:${prefix}`;

function prefixesOf(text: string, least: number): string[] {
  const out: string[] = [];
  for (let end = least; end <= text.length; end++) out.push(text.slice(0, end));
  return out;
}

/** A phone as the national number (9123456789): +98, 0098, 98 before 10 digits, or a leading 0 dropped. */
export function nationalPhoneNumber(phone: string): string {
  const plus = phone.trim().startsWith('+');
  const digits = digitsOnly(phone);
  if (digits.startsWith('0098')) return digits.slice(4);
  if ((plus || digits.length === 12) && digits.startsWith('98')) return digits.slice(2);
  return digits.startsWith('0') ? digits.slice(1) : digits;
}

export interface SearchableClient {
  firstName?: string;
  lastName?: string;
  nationalCode?: string;
  phoneNumber?: string;
}

/** Every term the client is found by (no duplicates). */
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

/** The terms a query asks for, one per word; a run of digits (spaces, dashes and a + between them
 *  allowed: «۰۹۱۲ ۳۴۵ ۶۷۸۹», «+98 912…») is one word. Empty: nothing to look for. A run of
 *  fewer than `leastDigits` digits asks for nothing (it is still typing). */
export function termsOfQuery(query: string): string[] {
  const joined = query.replace(/(?<=[0-9۰-۹٠-٩])[\s\-]+(?=[0-9۰-۹٠-٩])/g, '');
  const terms: string[] = [];
  for (const word of wordsOf(joined)) {
    if (/^\+?[0-9]+$/.test(word)) {
      // A number typed with +98 / 0098 is a phone: its 0-form; otherwise as typed (a national
      // code, or a phone with or without its 0: both are indexed).
      const digits = word.startsWith('+') || word.startsWith('0098') ? `0${nationalPhoneNumber(word)}` : word;
      if (digits.length >= leastDigits) terms.push(digitTerm(digits));
    } else {
      terms.push(nameTerm(word));
    }
  }
  return [...new Set(terms)];
}

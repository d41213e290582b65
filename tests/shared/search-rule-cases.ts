// The one search rule (domain/search-terms.ts) as a table of queries, run against the tablet's
// sealed index (tests/unit/search-rule-tablet.test.ts) and against the server's POST
// Client/search/text (tests/server/search-rule-server.test.ts): both sides must find the same
// clients for every query, or the list a person sees changes when the network comes back.
import { withCheckDigit } from '../check-digit';

export interface RuleClient {
  firstName: string;
  lastName: string;
  nationalCode: string;
  phoneNumber: string;
}

/** Written oldest first (each side gives them increasing creation times). */
export const ruleClients: RuleClient[] = [
  // Names typed on an Arabic keyboard and with a ZWNJ: both sides store and index the one form.
  { firstName: 'زهرا', lastName: 'محمدي‌پور', nationalCode: withCheckDigit('001234567'), phoneNumber: '09121112233' },
  // A national code that starts as the others' phones do without their 0.
  { firstName: 'علی', lastName: 'كاظمی', nationalCode: withCheckDigit('912000111'), phoneNumber: '09350001122' },
  { firstName: 'مریم', lastName: 'یزدان‌پناه', nationalCode: withCheckDigit('350000123'), phoneNumber: '09127654321' },
];

const zahra = 'زهرا محمدی‌پور';
const ali = 'علی کاظمی';
const maryam = 'مریم یزدان‌پناه';

/** [query, the clients it finds (any order), why]. */
export const ruleCases: Array<[string, string[], string]> = [
  ['زهرا محمدی', [zahra], 'first and last name'],
  ['محمدی‌پور ز', [zahra], 'any order, a one-letter word beside another'],
  ['پور', [zahra], 'a word after a ZWNJ'],
  ['علي كاظمي', [ali], 'Arabic yeh and kaf'],
  ['يزدان پناه', [maryam], 'ZWNJ typed as a space'],
  ['ز', [], 'one letter alone asks for nothing'],
  ['زهرا احمدی', [], 'every word required'],
  ['هرا', [], 'names by the start of a word'],
  ['0912', [zahra, maryam], 'the start of the phone with its 0'],
  ['912', [zahra, ali, maryam], 'the phone without its 0, or the start of the national code'],
  ['+98 912 111', [zahra], '+98 read as 0, spaces between the digits'],
  ['00989127654321', [maryam], '0098 read as 0'],
  ['۰۹۳۵۰۰۰', [ali], 'Persian digits'],
  ['0012', [zahra], 'the start of the national code'],
  ['350', [maryam], 'the start of a national code (not of a phone without its 0 and 9)'],
  ['935', [ali], 'a phone without its 0'],
  ['2345', [], 'the middle of a national code is no start'],
  ['7654321', [], 'the end of a phone is no start'],
  ['12', [], 'two digits ask for nothing'],
  ['زهرا 0912', [zahra], 'a name and digits together'],
  ['مریم 0935', [], 'a name and digits that are not hers'],
  ['کاظ 912', [ali], 'a name and the start of her national code'],
];

const byName: Record<string, RuleClient> = { [zahra]: ruleClients[0]!, [ali]: ruleClients[1]!, [maryam]: ruleClients[2]! };

/** The national codes of the clients a case names, sorted: what each side's answer is held to. */
export const codesOf = (names: string[]): string[] => names.map((name) => byName[name]!.nationalCode).sort();

// Client rows of seed 000 §3 for the bench, about 1 KB each like a real intake.
import { exportDataKey, lock, unlockWith, type ClientFields, type ClientRow } from '../../src/db/index';
import { hasValidCheckDigit } from '../../src/domain/national-code';

const streets = ['خیابان انقلاب', 'خیابان آزادی', 'بلوار کشاورز', 'خیابان ولیعصر', 'میدان فاطمی'];

/** A valid 10-digit national code: `prefix` (1–4 digits), `n` zero-padded, then the check digit
 * (the server refuses an Iranian national's code that fails it). */
export function nationalCodeOf(prefix: number, n: number): string {
  const head = String(prefix);
  const body = head + String(n).padStart(9 - head.length, '0');
  for (let digit = 0; digit <= 9; digit += 1) if (hasValidCheckDigit(`${body}${digit}`)) return `${body}${digit}`;
  throw new Error(`no check digit fits ${body}`);
}

export function clientFields(code: string, n: number): ClientFields {
  return {
    firstName: 'مریم', lastName: `احمدی ${n % 997}`, fatherName: 'علی',
    nationalCode: code, nationality: 'ایرانی', birthCertificateNumber: String(10000 + (n % 89999)),
    birthDay: '1985-03-21', gender: 1, education: 1 + (n % 5), maritalStatus: 1 + (n % 2), numberOfChildren: n % 4,
    housing: 1 + (n % 3),
    address: `تهران، ${streets[n % streets.length]}، کوچه ${n % 120}، پلاک ${n % 60}، واحد ${n % 9} — نشانی کامل برای پیگیری مددکاری`,
    phoneNumber: `0912${String(n % 10_000_000).padStart(7, '0')}`,
    isCoveredPatient: n % 3 === 0, isScreening: n % 2 === 0, isPersonnel: false, isNew: true, greenCardCode: ' ',
  };
}

/** The row db/ would keep for this client (the same shape the repositories write). */
export function clientRow(localId: string, fields: ClientFields, createdAt: string, serverId?: number): ClientRow {
  return {
    localId, serverId, version: serverId === undefined ? undefined : 1, fields, nationalCode: fields.nationalCode,
    createdAt, updatedAt: createdAt, deleted: 0, submitted: serverId === undefined ? 0 : 1,
    inAll: 1, inCovered: fields.isCoveredPatient ? 1 : 0, inScreening: fields.isScreening ? 1 : 0,
  };
}

/** Locks the tablet and unlocks it again with the same key, as the idle lock and the next sign-in
 * do: what this realm remembers of rows it sealed or opened is forgotten, so a measure reads its
 * setup's rows as a tablet does hours later, not as the page that just wrote them. */
export function relock(): void {
  const raw = exportDataKey();
  lock();
  unlockWith(raw);
}

// A valid client of seed 000 §3 for db and sync tests; `n` varies the national code.
import type { ClientFields } from '../../src/db/types';

/** The n-th valid national code: nine digits from n, then the Iranian check digit. */
function validCode(n: number): string {
  const nine = String(100_000_000 + n).slice(0, 9);
  const r = [...nine].reduce((total, digit, i) => total + Number(digit) * (10 - i), 0) % 11;
  return `${nine}${r < 2 ? r : 11 - r}`;
}

export function clientFields(n: number, overrides: Partial<ClientFields> = {}): ClientFields {
  return {
    firstName: 'مریم',
    lastName: 'احمدی',
    fatherName: 'علی',
    nationalCode: validCode(n),
    nationality: 'ایرانی',
    birthCertificateNumber: '12345',
    birthDay: '1985-03-21',
    gender: 1,
    education: 2,
    maritalStatus: 2,
    numberOfChildren: 2,
    housing: 1,
    address: 'تهران، خیابان آزادی',
    phoneNumber: '09121234567',
    isCoveredPatient: false,
    isScreening: true,
    isPersonnel: false,
    isNew: true,
    greenCardCode: ' ',
    ...overrides,
  };
}

/** A real 1×1 PNG (the server decodes every upload), zero-padded after its end to `size` bytes. */
export function pngBytes(size = 64): ArrayBuffer {
  const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
  const bytes = new Uint8Array(Math.max(size, png.length));
  bytes.set(png);
  return bytes.buffer;
}

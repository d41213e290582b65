// A valid client of seed 000 §3 for db and sync tests; `n` varies the national code.
import type { ClientFields } from '../../src/db/store/types';
import { withCheckDigit } from '../check-digit';

/** The n-th valid national code: nine digits from n, then the Iranian check digit. */
const validCode = (n: number) => withCheckDigit(String(100_000_000 + n).slice(0, 9));

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

/** `size` bytes of PNG: from 70 up a real 1×1 PNG (the server decodes every upload) zero-padded
 * after its end; below that only its first bytes (enough for a thumbnail kept on the tablet). */
export function pngBytes(size = 64): ArrayBuffer {
  const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
  const bytes = new Uint8Array(size);
  bytes.set(png.subarray(0, size));
  return bytes.buffer;
}

// A valid client of seed 000 §3 for db and sync tests; `n` varies the national code.
import type { ClientFields } from '../../src/db/types';

export function clientFields(n: number, overrides: Partial<ClientFields> = {}): ClientFields {
  return {
    firstName: 'مریم',
    lastName: 'احمدی',
    fatherName: 'علی',
    nationalCode: String(1000000000 + n).slice(0, 10),
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

/** Bytes that start like a PNG (the server judges uploads by their first bytes). */
export function pngBytes(size = 64): ArrayBuffer {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const ihdr = [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde];
  const bytes = new Uint8Array(Math.max(size, signature.length + ihdr.length));
  bytes.set([...signature, ...ihdr]);
  return bytes.buffer;
}

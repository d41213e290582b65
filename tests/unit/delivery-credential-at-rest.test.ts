// An author's delivery credential on the tablet is sealed at rest, as a kiosk's token is: the row
// holds neither the credential nor its secret in any form a script could send, beside a key that
// cannot be exported; the delivery pass still opens it with the tablet locked. One an older
// version kept plain is used once and sealed at that read.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ClinicDb, lock } from '../../src/db/index';
import { deliveryCredentials, setDeliveryCredential } from '../../src/db/outbox/index';

const credential = '0b7f3a52-6c1e-4d2a-9f80-5e4b3c2a1d00.q1W2e3R4t5Y6u7I8o9P0a1S2d3F4g5H6j7K8l9Z0x1C';
const secret = credential.split('.')[1]!;

let db: ClinicDb;
afterEach(async () => db.delete());

/** The row as IndexedDB holds it, with what a copy of it could give away. */
async function storedRow(userId: string) {
  const row = (await db.deliveryCredentials.get(userId))!;
  const asText = JSON.stringify(row);
  return { row, holdsSecret: [credential, secret, Buffer.from(secret, 'base64url').toString('base64')].some((form) => asText.includes(form)) };
}

describe('a delivery credential at rest', () => {
  it('is kept sealed beside a key that cannot be exported, and opens with the tablet locked', async () => {
    db = new ClinicDb('credential-at-rest');
    await setDeliveryCredential(db, '7', credential);
    const { row, holdsSecret } = await storedRow('7');
    expect(holdsSecret).toBe(false);
    expect(row.credential.startsWith('devsealed1:')).toBe(true);
    expect(row.key?.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', row.key!)).rejects.toThrow();

    lock();
    expect(await deliveryCredentials(db)).toEqual(new Map([['7', credential]]));
  });

  it('one kept plain by an older version is used and sealed at its read', async () => {
    db = new ClinicDb('credential-plain-before');
    await db.deliveryCredentials.put({ userId: '8', credential });
    expect(await deliveryCredentials(db)).toEqual(new Map([['8', credential]]));
    expect((await storedRow('8')).holdsSecret).toBe(false);
    expect(await deliveryCredentials(db)).toEqual(new Map([['8', credential]]));
  });

  it('one that opens with no key it has is left out, not sent as it is', async () => {
    db = new ClinicDb('credential-wrong-key');
    await setDeliveryCredential(db, '9', credential);
    const { row } = await storedRow('9');
    const other = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    await db.deliveryCredentials.put({ ...row, key: other });
    expect(await deliveryCredentials(db)).toEqual(new Map());
  });
});

// @vitest-environment node
// A control character pasted into a form (issue 38) never leaves in the queue: the server refuses
// it with the invalid-value message and would refuse the entry on every retry. Tab and line ends
// (a multi-line note) stay.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ClinicDb, createClient } from '../../src/db/index';
import { withoutControls } from '../../src/domain/control-chars';
import { clientFields } from './db-fixtures';

let db: ClinicDb;
afterEach(async () => db?.delete());

describe('control characters and the queue', () => {
  it('strips them from what an intake queues, keeping tab and line ends', async () => {
    db = new ClinicDb(`outbox-controls-${Math.random()}`);
    await createClient(db, clientFields(1, { firstName: 'مریم\u0000\u0001', lastName: 'احمدی\u001b[2J', address: 'تهران\r\nخیابان\tیک' }));
    const [entry] = await db.outbox.toArray();
    expect(entry!.payload).toMatchObject({ firstName: 'مریم', lastName: 'احمدی[2J', address: 'تهران\r\nخیابان\tیک' });
  });

  it('walks lists and keys, and leaves what is not plain data as it is', () => {
    const photo = new Uint8Array([0, 1, 2]);
    expect(withoutControls({ ['a\u0007']: ['x\u0002y', 3, null], photo })).toEqual({ a: ['xy', 3, null], photo });
    expect(withoutControls({ photo }).photo).toBe(photo);
  });
});

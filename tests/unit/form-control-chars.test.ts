// @vitest-environment node
// A control character pasted into a form (issue 38) is refused by the server with the
// invalid-value message, and an entry holding one would be refused on every retry. On the tablet
// the client form says so on the field; a clinical form's free text drops it as it is saved. Tab
// and line ends (a multi-line note) stay.
import { describe, expect, it } from 'vitest';
import { checkClientForm, emptyClientForm } from '../../src/domain/client-form';
import { withoutControls } from '../../src/domain/control-chars';
import { messages } from '../../src/domain/messages';
import { datedForm } from '../../src/ui/form-correction';
import { clientFields } from './db-fixtures';

describe('control characters in forms', () => {
  it('the client form refuses one on its field with the Persian invalid-value message', () => {
    const fields = clientFields(2);
    const values = { ...emptyClientForm, ...fields, childNumber: '', firstName: 'مریم\u0001', address: 'تهران\r\nخیابان\tیک' };
    const { errors } = checkClientForm(values, 'create');
    expect(errors.firstName).toBe(messages.invalidValue);
    expect(errors.address).toBeUndefined();
  });

  it('a clinical form drops them from what it saves, keeping tab and line ends', () => {
    const performedAt = new Date(Date.now() - 86_400_000 * 2).toISOString().slice(0, 10);
    const saved = datedForm({ ok: true, payload: { counselingText: 'متن\u0000 کپی\u001b[2J\r\nخط دوم\tیک', consultType: 1 } }, performedAt);
    expect(saved).toEqual({ ok: true, payload: { counselingText: 'متن کپی[2J\r\nخط دوم\tیک', consultType: 1, performedAt } });
  });

  it('walks lists and keys, and leaves what is not plain data as it is', () => {
    const photo = new Uint8Array([0, 1, 2]);
    expect(withoutControls({ ['a\u0007']: ['x\u0002y', 3, null], photo })).toEqual({ a: ['xy', 3, null], photo });
    expect(withoutControls({ photo }).photo).toBe(photo);
  });
});

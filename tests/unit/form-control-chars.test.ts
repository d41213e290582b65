// @vitest-environment node
// A control character pasted into a form (issue 38) is refused by the server with the
// invalid-value message. On the tablet the client form says so on the field before it saves; a
// clinical form's refusal is corrected in its form (e2e refused-forms). Tab and line ends (a
// multi-line note) stay.
import { describe, expect, it } from 'vitest';
import { checkClientForm, emptyClientForm } from '../../src/domain/client-form';
import { messages } from '../../src/domain/messages';
import { clientFields } from './db-fixtures';

describe('control characters in forms', () => {
  it('the client form refuses one on its field with the Persian invalid-value message', () => {
    const fields = clientFields(2);
    const values = { ...emptyClientForm, ...fields, childNumber: '', firstName: 'مریم\u0001', address: 'تهران\r\nخیابان\tیک' };
    const { errors } = checkClientForm(values, 'create');
    expect(errors.firstName).toBe(messages.invalidValue);
    expect(errors.address).toBeUndefined();
  });
});

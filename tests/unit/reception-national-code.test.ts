// The Iranian national-code check digit and the client form rules of 000 §5 that
// the add-client form, the edit modal and the kiosk share.
import { describe, expect, test } from 'vitest';
import { checkClientForm, clientPayloadOf, emptyClientForm, type ClientFormValues } from '../../src/domain/client-form';
import { messages } from '../../src/domain/messages';
import { hasValidCheckDigit, isIranianNationality } from '../../src/domain/national-code';

const filled: ClientFormValues = {
  ...emptyClientForm,
  firstName: 'مریم', lastName: 'رضایی', fatherName: 'علی', nationalCode: '0499370899', nationality: 'ایرانی',
  birthCertificateNumber: '1234', birthDay: '1990-03-21', gender: 1, education: 3, maritalStatus: 2,
  childNumber: '2', housing: 1, address: 'تهران، خیابان آزادی', phoneNumber: '09121234567', isScreening: true,
};

describe('the check digit', () => {
  test.each(['0499370899', '0084575948', '1234567891', '0013542419', '4608968882', '0067749828'])('%s is valid', (code) => {
    expect(hasValidCheckDigit(code)).toBe(true);
  });
  test.each(['0499370898', '0084575949', '1234567890', '4608968881', '1111111111', '0000000000', '12345678a0', '1234567'])('%s is refused', (code) => {
    expect(hasValidCheckDigit(code)).toBe(false);
  });
  test('8 or 9 digits are padded with zeros', () => {
    expect(hasValidCheckDigit('10532129')).toBe(true); // 0010532129
    expect(hasValidCheckDigit('499370899')).toBe(true); // 0499370899
    expect(hasValidCheckDigit('499370898')).toBe(false);
  });
  test('Persian and Arabic digits are read as digits', () => {
    expect(hasValidCheckDigit('۰۴۹۹۳۷۰۸۹۹')).toBe(true);
    expect(hasValidCheckDigit('٠٤٩٩٣٧٠٨٩٩')).toBe(true);
    expect(hasValidCheckDigit('۰۴۹۹۳۷۰۸۹۸')).toBe(false);
  });
  test('Iranian nationality spellings', () => {
    expect(isIranianNationality(' ایرانی ')).toBe(true);
    expect(isIranianNationality('افغانستانی')).toBe(false);
  });
});

describe('the client form rules', () => {
  test('a complete form passes and its payload has ASCII digits and a blank green card', () => {
    const values = { ...filled, nationalCode: '۰۴۹۹۳۷۰۸۹۹', phoneNumber: '۰۹۱۲۱۲۳۴۵۶۷', childNumber: '۲' };
    expect(checkClientForm(values, 'create')).toEqual({ errors: {}, ok: true });
    expect(clientPayloadOf(values)).toMatchObject({ nationalCode: '0499370899', phoneNumber: '09121234567', numberOfChildren: 2, greenCardCode: '' });
  });
  test('an Iranian national with a wrong check digit', () => {
    expect(checkClientForm({ ...filled, nationalCode: '0499370898' }, 'create').errors.nationalCode).toBe(messages.nationalCodeInvalid);
  });
  test('a foreign national needs only 10 digits', () => {
    expect(checkClientForm({ ...filled, nationality: 'افغانستانی', nationalCode: '0499370898' }, 'create').ok).toBe(true);
    expect(checkClientForm({ ...filled, nationality: 'افغانستانی', nationalCode: '04993708' }, 'create').errors.nationalCode).toBe(messages.nationalCodeInvalid);
  });
  test('phone pattern, role flag, placeholders', () => {
    const { errors } = checkClientForm({ ...filled, phoneNumber: '09412345678', isScreening: false, gender: -1, education: -1 }, 'create');
    expect(errors.phoneNumber).toBe(messages.phoneInvalid);
    expect(errors.roles).toBe(messages.chooseRole);
    expect(errors.gender).toBeTruthy();
    expect(errors.education).toBeTruthy();
  });
  test('the update variant needs no role flag and accepts gender 0', () => {
    expect(checkClientForm({ ...filled, isScreening: false, gender: 0 }, 'update').ok).toBe(true);
  });
  test('an empty form names every required field', () => {
    const { errors } = checkClientForm(emptyClientForm, 'create');
    expect(Object.keys(errors).sort()).toEqual(['address', 'birthCertificateNumber', 'birthDay', 'childNumber', 'education', 'fatherName',
      'firstName', 'gender', 'housing', 'lastName', 'maritalStatus', 'nationalCode', 'nationality', 'phoneNumber', 'roles'].sort());
  });
});

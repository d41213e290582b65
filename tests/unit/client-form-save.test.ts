// @vitest-environment node
// What a client form saves (issue 36 §1, defect 5): the names, father's name, nationality and
// address typed on an Arabic keyboard, with marks, tatweel, stray spaces and ZWNJs, stored in the
// one form the server stores and the search reads, by the one save path every client form takes.
import { describe, expect, it } from 'vitest';
import { clientPayloadToSave, emptyClientForm, type ClientFormValues } from '../../src/domain/client-form';
import { clientFieldsOf } from '../../src/features/clients/register-client';

const typed: ClientFormValues = {
  ...emptyClientForm,
  firstName: ' فاطمـة ', lastName: '\u200Cكريمي‌‌نژاد ', fatherName: 'عَلي', nationality: 'ايرانى',
  address: 'تهران،  خيابان   انقلاب، پلاک ۱۲', nationalCode: '۰۰۱۲۳۴۵۶۷۹', phoneNumber: '۰۹۱۲۱۱۱۲۲۳۳', childNumber: '۲',
  birthCertificateNumber: '12', birthDay: '1985-03-21', gender: 1, education: 1, maritalStatus: 1, housing: 1, isNew: true,
};

const stored = { firstName: 'فاطمه', lastName: 'کریمی\u200Cنژاد', fatherName: 'علی', nationality: 'ایرانی', address: 'تهران، خیابان انقلاب، پلاک 12' };

describe('a client form\'s save', () => {
  it('stores the free texts in their one form, a ZWNJ inside a word kept', () => {
    expect(clientPayloadToSave(typed)).toMatchObject({ ...stored, nationalCode: '0012345679', phoneNumber: '09121112233', numberOfChildren: 2 });
  });

  it('is what the create, edit and intake saves store (clientFieldsOf)', () => {
    expect(clientFieldsOf(typed)).toMatchObject(stored);
    expect(clientFieldsOf({ ...typed, childNumber: '' }).numberOfChildren).toBe(0);
  });

  it('leaves text already in its form as typed', () => {
    const plain = { ...typed, ...stored };
    expect(clientPayloadToSave(plain)).toMatchObject(stored);
  });
});

// What a client form stores on the tablet (issue 36 §1): its free texts in the stored Persian form
// the server keeps too, so the tablet's list and banner read as the server's will once sent.
import { describe, expect, test } from 'vitest';
import { clientFormOf } from '../../src/domain/client-form';
import { clientFieldsOf } from '../../src/features/clients/register-client';
import { clientFields } from './db-fixtures';

describe('clientFieldsOf', () => {
  test('Arabic letters become Persian, a joining ZWNJ stays, marks and edges go; codes and numbers as typed', () => {
    const typed = clientFields(7, {
      firstName: ' مهديس ', lastName: 'نيك‌سرشت', fatherName: 'عليّ', nationality: 'ايرانى', address: 'كوچه فاطمة، پلاک ۴',
    });
    const stored = clientFieldsOf(clientFormOf(typed));
    expect(stored).toMatchObject({
      firstName: 'مهدیس', lastName: 'نیک‌سرشت', fatherName: 'علی', nationality: 'ایرانی', address: 'کوچه فاطمه، پلاک 4',
      nationalCode: typed.nationalCode, phoneNumber: typed.phoneNumber, numberOfChildren: typed.numberOfChildren,
    });
  });
});

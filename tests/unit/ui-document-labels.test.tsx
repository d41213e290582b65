// @vitest-environment jsdom
// The personal document types read as what they are (birth certificate, national card
// back, …), not 'مدرک شخصی ۱…۵'.
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { documentText } from '../../src/domain/reception-text';
import { DocumentAdder } from '../../src/features/documents/document-adder';
import { renderInRouter } from './reception-harness';

test('the personal document type select offers meaningful Persian labels', async () => {
  await renderInRouter(() => <DocumentAdder clientLocalId="c1" kind="personal" />);
  const select = screen.getByRole('combobox', { name: documentText.personalTypeLabel });
  const options = within(select).getAllByRole('option').map((option) => option.textContent);
  expect(options).toEqual(['انتخاب کنید', 'شناسنامه', 'پشت کارت ملی', 'گزارش پزشکی', 'جواب پاتولوژی', 'سایر مدارک']);
  expect(options.join()).not.toMatch(/مدرک شخصی/);
});

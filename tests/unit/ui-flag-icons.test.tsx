// @vitest-environment jsdom
// Every list shows its flags in one form, بله / خیر as text: read alike by sight and by a screen
// reader (the consultation list once drew a tick and a cross where the reception list wrote words).
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { clinicalText } from '../../src/domain/clinical-text';
import { flagText } from '../../src/domain/ui-text';
import { clinicalClientColumns, type ListedClient } from '../../src/ui/clinic/clinical-client-columns';
import { PagedTable } from '../../src/ui/paged-table';
import { renderInRouter } from './reception-harness';

const row: ListedClient = {
  localId: 'a', fields: { firstName: 'مریم', lastName: 'رضایی', nationalCode: '0499370899', phoneNumber: '09121234567', isCoveredPatient: true, isScreening: false },
};

test('the covered and screening flags read «بله» / «خیر» in their columns, with no icon', async () => {
  await renderInRouter(() => <PagedTable columns={clinicalClientColumns(() => ({ to: '/v2/$area/covered/detail/$id', params: { area: 'research', id: 'a' } }), ['flags'])} rows={[row]} rowKey={(r) => r.localId} page={1} total={1} label="فهرست" />);
  const table = screen.getByRole('table', { name: 'فهرست' });
  const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
  const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
  expect(cells[headers.indexOf(clinicalText.covered)]!.textContent).toBe(flagText(true));
  expect(cells[headers.indexOf(clinicalText.screening)]!.textContent).toBe(flagText(false));
  expect(within(table).queryAllByRole('img')).toHaveLength(0);
});

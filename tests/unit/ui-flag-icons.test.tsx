// @vitest-environment jsdom
// The tick/cross of the consultation list are images named in Persian: as aria-hidden icons
// their aria-label is ignored and a screen reader hears empty cells.
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { clinicalText } from '../../src/domain/clinical-text';
import { clinicalClientColumns, type ListedClient } from '../../src/ui/clinic/clinical-client-columns';
import { PagedTable } from '../../src/ui/paged-table';
import { renderInRouter } from './reception-harness';

const row: ListedClient = {
  localId: 'a', fields: { firstName: 'مریم', lastName: 'رضایی', nationalCode: '0499370899', phoneNumber: '09121234567', isCoveredPatient: true, isScreening: false },
};

test('the covered and screening flags are heard as «… دارد» / «… ندارد»', async () => {
  await renderInRouter(() => <PagedTable columns={clinicalClientColumns(() => ({ to: '/v2/$area/covered/detail/$id', params: { area: 'research', id: 'a' } }), ['flags'])} rows={[row]} rowKey={(r) => r.localId} page={1} total={1} label="فهرست" />);
  const table = screen.getByRole('table', { name: 'فهرست' });
  const [covered, screening] = [
    within(table).getByRole('img', { name: `${clinicalText.covered}: ${clinicalText.yes}` }),
    within(table).getByRole('img', { name: `${clinicalText.screening}: ${clinicalText.no}` }),
  ];
  for (const icon of [covered, screening]) expect(icon.closest('[aria-hidden="true"]')).toBeNull();
});

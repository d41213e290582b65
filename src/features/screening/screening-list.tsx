// {station}/screeningManagment (001 §2): the screening visitors from the local store, 6 a page,
// with the national-code search.
import { useState } from 'react';
import { findInList, localDb, usePage, useRefusalOf, type ClientRow } from '../../db/react/index';
import { screenPath } from '../../domain/permissions';
import type { Area } from '../../domain/roles';
import { clientColumns } from '../../ui/clinic/client-columns';
import { ClientListScreen } from '../../ui/clinic/client-list-screen';
import { ScreenHeader } from '../../ui/clinic/screen-header';

export function ScreeningList({ area }: { area: Area }) {
  const [page, setPage] = useState(1);
  const data = usePage('screening', page);
  const refusalOf = useRefusalOf(data?.rows);
  return (
    <section data-screen="screeningManagment">
      <ScreenHeader area={area} screen="screeningManagment" />
      <ClientListScreen<ClientRow>
        page={page}
        onPageChange={setPage}
        data={data}
        rowKey={(row) => row.localId}
        refusalOf={refusalOf}
        search={(code) => findInList(localDb(), 'screening', code)}
        columns={clientColumns((row) => screenPath(area, 'screeningDetail', row.localId))}
      />
    </section>
  );
}

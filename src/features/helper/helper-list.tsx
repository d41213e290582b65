// {station}/helperManagment (001 §2): the covered patients from the local store, with search.
import { useState } from 'react';
import { findInList, localDb, usePage, type ClientRow } from '../../db/index';
import { screenPath } from '../../domain/permissions';
import type { Area } from '../../domain/roles';
import { clientColumns } from '../../ui/clinic/client-columns';
import { ClientListScreen } from '../../ui/clinic/client-list-screen';
import { ScreenHeader } from '../../ui/clinic/screen-header';

export function HelperList({ area }: { area: Area }) {
  const [page, setPage] = useState(1);
  const data = usePage('covered', page);
  return (
    <section data-screen="helperManagment">
      <ScreenHeader area={area} screen="helperManagment" />
      <ClientListScreen<ClientRow>
        page={page}
        onPageChange={setPage}
        data={data}
        rowKey={(row) => row.localId}
        search={(code) => findInList(localDb(), 'covered', code)}
        columns={clientColumns((row) => screenPath(area, 'helperDetail', row.localId))}
      />
    </section>
  );
}

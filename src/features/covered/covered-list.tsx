// {station}/covered (001 §2): breadcrumb research centre > covered patients management, the
// national-code search and the paged list of covered patients from the local store.
import { useState } from 'react';
import { findInList, localDb, usePage, type ClientRow } from '../../db/index';
import { screenPath } from '../../domain/permissions';
import type { Area } from '../../domain/roles';
import { clientColumns } from '../../ui/clinic/client-columns';
import { ClientListScreen } from '../../ui/clinic/client-list-screen';
import { ScreenHeader } from '../../ui/clinic/screen-header';

export function CoveredList({ area }: { area: Area }) {
  const [page, setPage] = useState(1);
  const data = usePage('covered', page);
  return (
    <section data-screen="covered">
      <ScreenHeader area={area} screen="covered" />
      <ClientListScreen<ClientRow>
        page={page}
        onPageChange={setPage}
        data={data}
        rowKey={(row) => row.localId}
        search={(code) => findInList(localDb(), 'covered', code)}
        columns={clientColumns((row) => screenPath(area, 'coveredDetail', row.localId))}
      />
    </section>
  );
}

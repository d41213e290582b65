// The covered patients from the local store, 6 a page, with the national-code search: the
// research centre's list ({station}/covered, breadcrumb research centre > covered patients
// management) and the social-work station's list ({station}/helperManagment), which differ only
// in their title and the detail page a row opens (001 §2).
import { useState } from 'react';
import { findInList, localDb, usePage, useRefusalOf, type ClientRow } from '../../db/react/index';
import { screenPath } from '../../domain/permissions';
import type { Area } from '../../domain/roles';
import { clientColumns } from '../../ui/clinic/client-columns';
import { ClientListScreen } from '../../ui/clinic/client-list-screen';
import { ScreenHeader } from '../../ui/clinic/screen-header';

const detailOf = { covered: 'coveredDetail', helperManagment: 'helperDetail' } as const;

export function CoveredList({ area, screen = 'covered' }: { area: Area; screen?: keyof typeof detailOf }) {
  const [page, setPage] = useState(1);
  const data = usePage('covered', page);
  const refusalOf = useRefusalOf(data?.rows);
  return (
    <section data-screen={screen}>
      <ScreenHeader area={area} screen={screen} />
      <ClientListScreen<ClientRow>
        page={page}
        onPageChange={setPage}
        data={data}
        rowKey={(row) => row.localId}
        refusalOf={refusalOf}
        search={(code) => findInList(localDb(), 'covered', code)}
        columns={clientColumns((row) => screenPath(area, detailOf[screen], row.localId))}
      />
    </section>
  );
}

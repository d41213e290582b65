// The covered patients from the local store, 6 a page, with the search box: the
// research centre's list ({station}/covered, breadcrumb research centre > covered patients
// management) and the social-work station's list ({station}/helperManagment), which differ only
// in their title and the detail page a row opens (001 §2).
import { useState } from 'react';
import { linkOptions } from '@tanstack/react-router';
import { usePage, useRefusalOf, type ClientRow } from '../../db/react/index';
import type { Area } from '../../domain/roles';
import { searchClientsEverywhere } from '../../sync/index';
import { clinicalClientColumns } from '../../ui/clinic/clinical-client-columns';
import { ClientListScreen } from '../../ui/clinic/client-list-screen';
import { ScreenHeader } from '../../ui/clinic/screen-header';

const detailOf = { covered: '/v2/$area/covered/detail/$id', helperManagment: '/v2/$area/helperManagment/detail/$id' } as const;

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
        search={(query, page, signal) => searchClientsEverywhere('covered', query, page, signal)}
        columns={clinicalClientColumns((row) => linkOptions({ to: detailOf[screen], params: { area, id: row.localId } }))}
      />
    </section>
  );
}

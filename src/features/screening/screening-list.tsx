// {station}/screeningManagment (001 §2): the screening visitors from the local store, 6 a page,
// with the search box.
import { useState } from 'react';
import { linkOptions } from '@tanstack/react-router';
import { usePage, useRefusalOf, type ClientRow } from '../../db/react/index';
import type { Area } from '../../domain/roles';
import { searchClientsEverywhere } from '../../sync/index';
import { clinicalClientColumns } from '../../ui/clinic/clinical-client-columns';
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
        search={(query, page, signal) => searchClientsEverywhere('screening', query, page, signal)}
        columns={clinicalClientColumns((row) => linkOptions({ to: '/v2/$area/screeningManagment/detail/$id', params: { area, id: row.localId } }))}
      />
    </section>
  );
}

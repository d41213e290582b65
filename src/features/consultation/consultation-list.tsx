// {station}/consultationManagment (001 §2): every client from the local store, with the covered
// and screening flags, and the search box.
import { useState } from 'react';
import { linkOptions } from '@tanstack/react-router';
import { usePage, useRefusalOf, type ClientRow } from '../../db/react/index';
import type { Area } from '../../domain/roles';
import { searchClientsEverywhere } from '../../sync/index';
import { clinicalClientColumns } from '../../ui/clinic/clinical-client-columns';
import { ClientListScreen } from '../../ui/clinic/client-list-screen';
import { ScreenHeader } from '../../ui/clinic/screen-header';

export function ConsultationList({ area }: { area: Area }) {
  const [page, setPage] = useState(1);
  const data = usePage('all', page);
  const refusalOf = useRefusalOf(data?.rows);
  return (
    <section data-screen="consultationManagment">
      <ScreenHeader area={area} screen="consultationManagment" />
      <ClientListScreen<ClientRow>
        page={page}
        onPageChange={setPage}
        data={data}
        rowKey={(row) => row.localId}
        refusalOf={refusalOf}
        search={(query, page, signal) => searchClientsEverywhere('all', query, page, signal)}
        columns={clinicalClientColumns((row) => linkOptions({ to: '/v2/$area/consultationManagment/$id', params: { area, id: row.localId } }), ['flags'])}
      />
    </section>
  );
}

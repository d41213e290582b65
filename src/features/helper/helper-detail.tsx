// {station}/helperManagment/detail/{id} (001 §2): the personal block, the disease data block, the
// three tiles and the paged table of previous tests, all from the local store.
import { useState, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { linkOptions } from '@tanstack/react-router';
import { deleteRecord, localDb, useClient, useOpenedRecord, useRecords, useRefusal, useRefusalOf } from '../../db/react/index';
import type { OpenKey } from '../../domain/timeline';
import { performedDayOf } from '../../domain/clinical-dates';
import { clinicalText } from '../../domain/clinical-text';
import { helperVisitTypeLabels } from '../../domain/codes';
import { helperText } from '../../domain/helper-text';
import type { Area } from '../../domain/roles';
import { ClientPersonalInfo } from '../../ui/clinic/client-personal-info';
import { ScreenHeader } from '../../ui/clinic/screen-header';
import { TestsTable } from '../../ui/clinic/tests-table';
import { TileLink } from '../../ui/clinic/tile-link';
import { DiseaseDataBlock } from './disease-data-block';
import { EortcTrends } from './eortc-trends';
import { HelperTestView } from './helper-test-view';

interface HelperDetailProps {
  area: Area;
  clientLocalId: string;
  /** The edit (and SMS) actions of the client detail, composed in by the route. */
  personalActions?: ReactNode;
  /** The client's SMS messages with their state (composed in by the route). */
  messages?: ReactNode;
  /** The patient banner (routes place features/clients' PatientBanner). */
  banner?: ReactNode;
  /** The test a link opens over the page (a timeline entry's), until the person closes it. */
  open?: OpenKey;
}

export function HelperDetail({ area, clientLocalId, personalActions, messages, banner, open }: HelperDetailProps) {
  const client = useClient(clientLocalId);
  const refusal = useRefusal(clientLocalId);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<string | null>(null);
  const [linkClosed, setLinkClosed] = useState(false);
  const linked = useOpenedRecord('helperTest', clientLocalId, open);
  const viewing = chosen ?? (linkClosed ? null : linked?.localId ?? null);
  const tests = useRecords('helperTest', clientLocalId, page);
  const refusalOf = useRefusalOf(tests?.rows);
  return (
    <section data-screen="helperDetail">
      <ScreenHeader area={area} screen="helperDetail" id={clientLocalId} banner={banner} />
      {client === null && <Typography role="alert">{clinicalText.notFoundClient}</Typography>}
      {client && (
        <>
          <ClientPersonalInfo title={helperText.personalBlock} fields={client.fields} pending={client.serverId === undefined} refusal={refusal} actions={personalActions} />
          {messages}
          <DiseaseDataBlock area={area} clientLocalId={clientLocalId} />
          <Stack direction="row" sx={{ mb: 3, flexWrap: 'wrap', gap: 2 }}>
            <TileLink title={helperText.homeVisitTile} link={linkOptions({ to: '/v2/$area/helperManagment/detail/$id/homevisitTest', params: { area, id: clientLocalId } })} />
            <TileLink title={helperText.riskTile} link={linkOptions({ to: '/v2/$area/helperManagment/detail/$id/breastCancerRiskTest', params: { area, id: clientLocalId } })} />
            <TileLink title={helperText.eortcTile} link={linkOptions({ to: '/v2/$area/helperManagment/detail/$id/EORTCtest', params: { area, id: clientLocalId } })} />
          </Stack>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{clinicalText.previousTests}</Typography>
          <TestsTable
            rows={tests?.rows.map((row) => ({
              localId: row.localId,
              name: helperVisitTypeLabels[(row.subtype ?? 1) as 1 | 2 | 3] ?? '',
              date: typeof row.payload.date === 'string' ? row.payload.date : row.createdAt,
              performedAt: performedDayOf(row.payload, row.createdAt),
            }))}
            total={tests?.total ?? 0}
            page={page}
            onPageChange={setPage}
            refusalOf={refusalOf}
            onView={setChosen}
            onDelete={(localId) => deleteRecord(localDb(), 'helperTest', localId)}
          />
          <EortcTrends clientLocalId={clientLocalId} />
          {viewing && <HelperTestView localId={viewing} onClose={() => {
            setChosen(null);
            setLinkClosed(true);
          }} />}
        </>
      )}
    </section>
  );
}

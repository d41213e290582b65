// {station}/consultationManagment/{id} (001 §2): the client, the 'new consultation' tile and the
// paged history with a details modal (type, consultant, counselling text); the edit and SMS
// actions come in from the route.
import { useState, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { linkOptions } from '@tanstack/react-router';
import { useClient, useNotedView, useOpenedRecord, useRecords, type RecordRow, useRefusal, useRefusalOf } from '../../db/react/index';
import type { OpenKey } from '../../domain/timeline';
import { clinicalText } from '../../domain/clinical-text';
import { consultTypeLabels } from '../../domain/codes';
import { toPersianDigits } from '../../domain/digits';
import { performedDayOf } from '../../domain/clinical-dates';
import { formatJalali } from '../../domain/jalali';
import type { Area } from '../../domain/roles';
import { AnswersDialog } from '../../ui/clinic/answers-dialog';
import { ClientPersonalInfo } from '../../ui/clinic/client-personal-info';
import { ScreenHeader } from '../../ui/clinic/screen-header';
import { TileLink } from '../../ui/clinic/tile-link';
import { PagedTable } from '../../ui/paged-table';
import { OwnDirectionText } from '../../ui/own-direction-text';
import { RowActions } from '../../ui/row-actions';

const dateOf = (row: RecordRow) => formatJalali(String(row.payload.date ?? row.payload.consultDate ?? row.createdAt));
const consultantOf = (row: RecordRow) => String(row.payload.consultantName ?? row.payload.consultName ?? '');
const typeOf = (row: RecordRow) => consultTypeLabels[Number(row.payload.consultType) as keyof typeof consultTypeLabels] ?? '';

interface ConsultationDetailProps {
  area: Area;
  clientLocalId: string;
  /** The edit and SMS actions of the client detail, composed in by the route. */
  personalActions?: ReactNode;
  /** The client's SMS messages with their state (composed in by the route). */
  messages?: ReactNode;
  /** The patient banner (routes place features/clients' PatientBanner). */
  banner?: ReactNode;
  /** The consultation a link opens over the page (a timeline entry's), until the person closes it. */
  open?: OpenKey;
}

export function ConsultationDetail({ area, clientLocalId, personalActions, messages, banner, open }: ConsultationDetailProps) {
  const client = useClient(clientLocalId);
  const refusal = useRefusal(clientLocalId);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<RecordRow | null>(null);
  const [linkClosed, setLinkClosed] = useState(false);
  const linked = useOpenedRecord('consultation', clientLocalId, open);
  const viewing = chosen ?? (linkClosed ? null : linked ?? null);
  useNotedView('consultation', viewing?.clientLocalId, viewing?.localId);
  const history = useRecords('consultation', clientLocalId, page);
  const refusalOf = useRefusalOf(history?.rows);
  return (
    <section data-screen="consultationDetail">
      <ScreenHeader area={area} screen="consultationDetail" id={clientLocalId} banner={banner} />
      {client === null && <Typography role="alert">{clinicalText.notFoundClient}</Typography>}
      {client && (
        <>
          <ClientPersonalInfo fields={client.fields} pending={client.serverId === undefined} refusal={refusal} actions={personalActions} />
          {messages}
          <Stack direction="row" sx={{ mb: 3, flexWrap: 'wrap', gap: 2 }}>
            <TileLink title={clinicalText.newConsultation} text={clinicalText.newConsultationText} link={linkOptions({ to: '/v2/$area/consultationManagment/$id/addConsult', params: { area, id: clientLocalId } })} />
          </Stack>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{clinicalText.consultationHistory}</Typography>
          <PagedTable
            label={clinicalText.consultationHistory}
            rows={history?.rows}
            total={history?.total ?? 0}
            page={page}
            onPageChange={setPage}
            rowKey={(row) => row.localId}
            refusalOf={refusalOf}
            columns={[
              { key: 'row', header: clinicalText.row, cell: (_, index) => toPersianDigits(index + 1) },
              { key: 'date', header: clinicalText.consultDate, cell: dateOf },
              { key: 'performedAt', header: clinicalText.performedAt, cell: (row: RecordRow) => formatJalali(performedDayOf(row.payload, row.createdAt)) },
              { key: 'type', header: clinicalText.consultType, cell: typeOf },
              { key: 'name', header: clinicalText.consultantName, cell: (row) => <OwnDirectionText>{consultantOf(row)}</OwnDirectionText> },
              {
                key: 'details', header: clinicalText.details,
                cell: (row) => <RowActions actions={[{ kind: 'details', label: `${clinicalText.details} ${typeOf(row)} ${dateOf(row)}`, onClick: () => setChosen(row) }]} />,
              },
            ]}
          />
          <AnswersDialog
            open={viewing !== null}
            title={clinicalText.consultationDetails}
            onClose={() => {
              setChosen(null);
              setLinkClosed(true);
            }}
            items={viewing ? [
              [clinicalText.consultType, typeOf(viewing)],
              [clinicalText.consultantName, String(viewing.payload.consultantName ?? '')],
              [clinicalText.counselingText, String(viewing.payload.counselingText ?? '')],
            ] : []}
          />
        </>
      )}
    </section>
  );
}

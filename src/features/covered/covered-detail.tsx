// {station}/covered/detail/{id} (001 §2): personal information, the patient's documents and the
// edit action (both composed in by the route from the reception pieces), and one button per
// examination type 0–13 opening its modal, marked when the type holds records.
import { useState, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useClient, useOpenedRecord, useRefusal } from '../../db/react/index';
import type { OpenKey } from '../../domain/timeline';
import { clinicalText } from '../../domain/clinical-text';
import type { Area } from '../../domain/roles';
import type { ExaminationType } from '../../domain/schemas/examinations';
import { ClientPersonalInfo } from '../../ui/clinic/client-personal-info';
import { ScreenHeader } from '../../ui/clinic/screen-header';
import { ExaminationButtons } from './examination-buttons';
import { ExaminationDialog } from './examination-dialog';

interface CoveredDetailProps {
  area: Area;
  clientLocalId: string;
  /** The edit and SMS actions of the client detail. */
  personalActions?: ReactNode;
  /** The client's SMS messages with their state (composed in by the route). */
  messages?: ReactNode;
  /** The reception station's document sections (thumbnails, viewer), each with its own heading. */
  documents?: ReactNode;
  /** The patient banner (routes place features/clients' PatientBanner). */
  banner?: ReactNode;
  /** The examination a link opens (a timeline entry's): its type's dialog showing it, until closed. */
  open?: OpenKey;
}

export function CoveredDetail({ area, clientLocalId, personalActions, messages, documents, banner, open }: CoveredDetailProps) {
  const client = useClient(clientLocalId);
  const refusal = useRefusal(clientLocalId);
  const [chosen, setChosen] = useState<ExaminationType | null>(null);
  const [linkClosed, setLinkClosed] = useState(false);
  const linked = useOpenedRecord('examination', clientLocalId, open);
  const fromLink = !linkClosed && linked && linked.subtype != null ? linked : null;
  const type = chosen ?? (fromLink ? (fromLink.subtype as ExaminationType) : null);
  return (
    <section data-screen="coveredDetail">
      <ScreenHeader area={area} screen="coveredDetail" id={clientLocalId} banner={banner} />
      {client === null && <Typography role="alert">{clinicalText.notFoundClient}</Typography>}
      {client && (
        <>
          <ClientPersonalInfo fields={client.fields} pending={client.serverId === undefined} refusal={refusal} actions={personalActions} />
          {messages}
          {documents}
          <Paper variant="outlined" component="section" aria-label={clinicalText.examinations} sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{clinicalText.examinations}</Typography>
            <ExaminationButtons clientLocalId={clientLocalId} onOpen={(picked) => {
              setLinkClosed(true);
              setChosen(picked);
            }} />
          </Paper>
          {type !== null && (
            <ExaminationDialog key={type} clientLocalId={clientLocalId} type={type} banner={banner} opening={chosen === null ? fromLink?.localId : undefined}
              onClose={() => {
                setChosen(null);
                setLinkClosed(true);
              }} />
          )}
        </>
      )}
    </section>
  );
}

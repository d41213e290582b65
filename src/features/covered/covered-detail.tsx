// {station}/covered/detail/{id} (001 §2): personal information, the patient's documents, the edit
// action (composed in by the route) and one button per examination type 0–13 opening its modal.
import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useClient, useDocuments } from '../../db/index';
import { clinicalText } from '../../domain/clinical-text';
import { documentTypeLabels, examinationTypeLabels } from '../../domain/codes';
import { formatJalali } from '../../domain/jalali';
import type { Area } from '../../domain/roles';
import { examinationTypes, type ExaminationType } from '../../domain/schemas/examinations';
import { ClientPersonalInfo } from '../../ui/clinic/client-personal-info';
import { ScreenHeader } from '../../ui/clinic/screen-header';
import { ExaminationDialog } from './examination-dialog';

interface CoveredDetailProps {
  area: Area;
  clientLocalId: string;
  personalActions?: ReactNode;
  /** The reception station's document list and viewer, when the route composes them in. */
  documents?: ReactNode;
}

function DocumentList({ clientLocalId }: { clientLocalId: string }) {
  const documents = useDocuments(clientLocalId, 'identity') ?? [];
  if (documents.length === 0) return <Typography color="text.secondary">{clinicalText.noDocuments}</Typography>;
  return (
    <Stack component="ul" sx={{ m: 0, pl: 2 }}>
      {documents.map((doc) => (
        <li key={doc.localId}>
          {documentTypeLabels[doc.type as keyof typeof documentTypeLabels] ?? doc.type} — {formatJalali(doc.uploadDate ?? doc.createdAt)}
        </li>
      ))}
    </Stack>
  );
}

export function CoveredDetail({ area, clientLocalId, personalActions, documents }: CoveredDetailProps) {
  const client = useClient(clientLocalId);
  const [open, setOpen] = useState<ExaminationType | null>(null);
  return (
    <section data-screen="coveredDetail">
      <ScreenHeader area={area} screen="coveredDetail" id={clientLocalId} />
      {client === null && <Typography role="alert">{clinicalText.notFoundClient}</Typography>}
      {client && (
        <>
          <ClientPersonalInfo fields={client.fields} pending={client.serverId === undefined} actions={personalActions} />
          <Paper variant="outlined" component="section" aria-label={clinicalText.documents} sx={{ p: 2, mb: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{clinicalText.documents}</Typography>
            {documents ?? <DocumentList clientLocalId={clientLocalId} />}
          </Paper>
          <Paper variant="outlined" component="section" aria-label={clinicalText.examinations} sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{clinicalText.examinations}</Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {examinationTypes.map((type) => (
                <Button key={type} variant="outlined" onClick={() => setOpen(type)}>{examinationTypeLabels[type]}</Button>
              ))}
            </Stack>
          </Paper>
          {open !== null && <ExaminationDialog key={open} clientLocalId={clientLocalId} type={open} onClose={() => setOpen(null)} />}
        </>
      )}
    </section>
  );
}
